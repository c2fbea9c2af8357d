-- Drafts made from accepted quotations before invoices kept the accepted rates themselves
-- (invoicing 20261128150000): quotations, which owns the lines and depends on invoicing, fills
-- them in once, so those drafts can still be issued at the rates the client accepted.
update public.invoices i
   set accepted_tax_rates = (
     select jsonb_agg(distinct jsonb_build_object('tax_code', ql.tax_code, 'tax_rate', ql.tax_rate))
       from public.quotation_lines ql
      where ql.quotation_id = i.quotation_id and ql.tax_code is not null and ql.tax_rate is not null)
 where i.quotation_id is not null
   and i.status = 'draft'
   and i.accepted_tax_rates is null;
