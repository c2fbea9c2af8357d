// The company's letterhead at the top of every document a screen shows and prints — quotation, invoice,
// receipt, statement, on the staff pages and the client's pages alike (issue 22 item 3): the logo, the name,
// the address, phone, e-mail, website, KRA PIN and VAT number from Settings → Company and → Sales, as the
// document's JSON answers them (kit/money/document-schema.ts). The PDFs print the same fields
// (plugins/invoicing/documents/pdf-layout.ts companyHeader).
import { supabase } from '@kernel/supabase.ts';
import { cn } from '@kit/ui/cn.ts';

/** The company as a document's JSON answers it (letterheadSchema); the optional fields are shown when given. */
export interface LetterheadCompany {
  name: string;
  kra_pin: string | null;
  vat_number?: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postal_address: string | null;
  website?: string | null;
  /** In the public "branding" bucket (Settings → Company). */
  logo_path?: string | null;
}

/** The logo's public address (the "branding" bucket is public: the client's pages show it signed out). */
export function letterheadLogoUrl(path: string): string {
  return supabase.storage.from('branding').getPublicUrl(path).data.publicUrl;
}

export function DocumentLetterhead({
  company: c,
  className,
}: {
  company: LetterheadCompany;
  className?: string;
}) {
  const contact = [c.phone, c.email, c.website].filter((x): x is string => !!x && x.trim() !== '');
  return (
    <div className={cn('grid content-start gap-0.5 text-sm', className)} data-testid="letterhead">
      {c.logo_path && (
        <img
          src={letterheadLogoUrl(c.logo_path)}
          alt={`${c.name} logo`}
          className="mb-1 h-12 w-auto max-w-[12rem] object-contain object-left"
          width={192}
          height={48}
          decoding="async"
        />
      )}
      <p className="text-lg font-semibold">{c.name}</p>
      {c.address && <p className="whitespace-pre-line">{c.address}</p>}
      {c.postal_address && <p>{c.postal_address}</p>}
      {contact.length > 0 && <p className="break-words">{contact.join(' · ')}</p>}
      {(c.kra_pin || c.vat_number) && (
        <p>
          {[c.kra_pin && `KRA PIN ${c.kra_pin}`, c.vat_number && `VAT No. ${c.vat_number}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
