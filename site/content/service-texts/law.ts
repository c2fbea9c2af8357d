// The acts the service pages' legal basis lines cite (EDITABLE TEXT, see content/services.ts).
export const OSH_ACT = 'Occupational Safety and Health Act, 2007';
export const EMCA = 'Environmental Management and Co-ordination Act, 1999';
