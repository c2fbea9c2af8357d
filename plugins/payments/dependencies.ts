// What Payment testing uses of the modules it depends on (manifest dependsOn, ADR 037): their public
// surfaces, and nothing else of them. A screen takes `customers` or `invoicing` from this file (routes/ → ../dependencies.ts)
// and uses `invoicing.<export>`.
export * as customers from '../customers/public.ts';
export * as invoicing from '../invoicing/public.ts';
