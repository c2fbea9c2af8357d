// The checkout's rules in the browser (issue 27): what the database will check again (shop_place_order), said
// early and next to the field. Pure, so the web-node tests run it.
import { z } from 'zod';

export const KENYAN_COUNTIES = [
  'Baringo',
  'Bomet',
  'Bungoma',
  'Busia',
  'Elgeyo-Marakwet',
  'Embu',
  'Garissa',
  'Homa Bay',
  'Isiolo',
  'Kajiado',
  'Kakamega',
  'Kericho',
  'Kiambu',
  'Kilifi',
  'Kirinyaga',
  'Kisii',
  'Kisumu',
  'Kitui',
  'Kwale',
  'Laikipia',
  'Lamu',
  'Machakos',
  'Makueni',
  'Mandera',
  'Marsabit',
  'Meru',
  'Migori',
  'Mombasa',
  "Murang'a",
  'Nairobi',
  'Nakuru',
  'Nandi',
  'Narok',
  'Nyamira',
  'Nyandarua',
  'Nyeri',
  'Samburu',
  'Siaya',
  'Taita-Taveta',
  'Tana River',
  'Tharaka-Nithi',
  'Trans Nzoia',
  'Turkana',
  'Uasin Gishu',
  'Vihiga',
  'Wajir',
  'West Pokot',
] as const;

export const checkoutSchema = z
  .object({
    name: z.string().trim().min(2, 'Enter your name').max(120, 'At most 120 characters'),
    phone: z
      .string()
      .trim()
      .refine(
        (v) => /^(?:\+?254|0)[17]\d{8}$/.test(v.replace(/[\s()-]/g, '')),
        'Enter a Kenyan mobile number, like 0712 345 678',
      ),
    email: z.string().trim().email('Enter a valid e-mail address, like name@company.co.ke'),
    fulfilment: z.enum(['delivery', 'pickup'], { message: 'Choose delivery or pick-up' }),
    county: z.string().trim(),
    town: z.string().trim().max(100, 'At most 100 characters'),
    address: z.string().trim().max(300, 'At most 300 characters'),
    notes: z.string().trim().max(1000, 'At most 1,000 characters'),
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment !== 'delivery') return;
    if (!v.county)
      ctx.addIssue({ code: 'custom', path: ['county'], message: 'Choose the county to deliver to' });
    if (!v.town) ctx.addIssue({ code: 'custom', path: ['town'], message: 'Enter the town to deliver to' });
  });
export type CheckoutValues = z.infer<typeof checkoutSchema>;

export const emptyCheckout: CheckoutValues = {
  name: '',
  phone: '',
  email: '',
  fulfilment: 'delivery',
  county: '',
  town: '',
  address: '',
  notes: '',
};

/** The database names the field it refused (detail); that field gets the message. */
export function checkoutField(detail: string | undefined): keyof CheckoutValues | null {
  const fields: (keyof CheckoutValues)[] = [
    'name',
    'phone',
    'email',
    'fulfilment',
    'county',
    'town',
    'address',
    'notes',
  ];
  return fields.find((f) => f === detail) ?? null;
}
