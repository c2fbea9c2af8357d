// Settings → Website: the certifications' draft (ADR 082) — title, issuing body, scope, number,
// valid until, the certificate itself (a PDF or an image) and their order on /certifications.
// One past its "valid until" day is kept here, marked, but the site stops showing it.
import { TextareaField, TextField } from '@kit/forms/fields.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import {
  addCertification,
  type CertificationRow,
  removeCertification,
  updateCertification,
} from '../website-data.ts';
import { CERTIFICATE_DOCUMENT, websiteFileUrl } from '../website-files.ts';
import { type CertificationInput, type CertificationValues, certificationSchema } from '../website-schema.ts';
import { WebsiteFileField } from './website-file-field.tsx';
import { nextOrder, WebsiteListEditor } from './website-list-editor.tsx';
import { FieldRow, type FormSlot, useWebsiteRecordForm, WebsiteRecordForm } from './website-record-form.tsx';

/** Today as YYYY-MM-DD in the browser's zone (the database decides with the company's zone). */
const today = () => new Date().toLocaleDateString('en-CA');

export function CertificationsEditor(props: {
  certifications: CertificationRow[];
  onChanged: () => Promise<void>;
}) {
  const { certifications } = props;
  return (
    <WebsiteListEditor
      list="certifications"
      heading="Certifications"
      addLabel="Add certification"
      newTitle="New certification"
      empty="No certifications: /certifications says copies are available on request."
      items={certifications}
      nameOf={(c) => c.title}
      remove={(c) => removeCertification(c.id)}
      onChanged={props.onChanged}
      summary={(c) => (
        <div>
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {c.title}
            {c.valid_until && c.valid_until < today() && (
              <Badge variant="destructive">Expired: not shown on the site</Badge>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {[c.issuer, c.number && `No. ${c.number}`, c.valid_until && `valid until ${c.valid_until}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {c.document_path && (
            <a
              href={websiteFileUrl(CERTIFICATE_DOCUMENT, c.document_path)}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-primary underline underline-offset-4"
            >
              View the certificate
            </a>
          )}
        </div>
      )}
      form={(slot, c) => (
        <CertificationForm
          slot={slot}
          initial={
            c
              ? {
                  title: c.title,
                  issuer: c.issuer,
                  scope: c.scope,
                  number: c.number,
                  valid_until: c.valid_until ?? '',
                  document_path: c.document_path ?? '',
                }
              : { title: '', issuer: '', scope: '', number: '', valid_until: '', document_path: '' }
          }
          save={(values) =>
            c ? updateCertification(c.id, values) : addCertification(values, nextOrder(certifications))
          }
        />
      )}
    />
  );
}

function CertificationForm(props: {
  slot: FormSlot;
  initial: CertificationInput;
  save: (values: CertificationValues) => Promise<void>;
}) {
  const { slot } = props;
  const rf = useWebsiteRecordForm({
    schema: certificationSchema,
    defaultValues: props.initial,
    slot,
    save: props.save,
    nameOf: (values) => values.title,
  });
  return (
    <WebsiteRecordForm recordForm={rf} slot={slot} submitLabel="Save certification">
      <FieldRow>
        <TextField<CertificationInput> name="title" label="Certification" />
        <TextField<CertificationInput> name="issuer" label="Issued by" />
      </FieldRow>
      <TextareaField<CertificationInput> name="scope" label="What it covers" rows={2} />
      <FieldRow>
        <TextField<CertificationInput> name="number" label="Number" spellCheck={false} />
        <TextField<CertificationInput>
          name="valid_until"
          label="Valid until"
          type="date"
          description="Leave empty if it does not expire. After this day the site stops showing it."
        />
      </FieldRow>
      <WebsiteFileField<CertificationInput>
        name="document_path"
        kind={CERTIFICATE_DOCUMENT}
        label="Document"
        description="The certificate as a PDF, or a PNG, JPEG or WebP image, at most 10 MB. Visitors can open it."
        previewAlt={`The certificate ${props.initial.title}`.trim()}
      />
    </WebsiteRecordForm>
  );
}
