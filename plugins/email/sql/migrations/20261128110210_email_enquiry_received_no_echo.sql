-- Issue 20 #2 (ADR 034): the acknowledgement of a public enquiry quotes nothing the visitor
-- typed. The template row is email's (its seed is in an email migration), so its change is
-- email's too; the data it receives changed with app.acknowledge_enquiry in 20261128110200.

-- The template no longer greets by name or quotes the message (its data has neither, so an
-- edited copy that still named them could not be rendered: it is replaced).
update public.email_templates
   set description = 'Sent to the address given on the public enquiry form, with the reference number. It quotes nothing the visitor typed: anyone can type any address.',
       html_body = '<p>Hello,</p>
<p>Thank you for contacting {{company.name}}. We have received an enquiry{{#if enquiry.service}} about <strong>{{enquiry.service}}</strong>{{/if}} sent from our website with this e-mail address, and one of our consultants will get back to you within one working day.</p>
<p>Your reference number is <strong>{{enquiry.reference}}</strong>. Please quote it if you call or write to us about this enquiry.</p>
<p>If you did not contact us, you can ignore this e-mail.</p>
<p>Kind regards,<br>The {{company.name}} team</p>',
       text_body = null,
       sample_data = '{"enquiry": {"reference": "ENQ-2026-000123", "service": "Fire safety audit"}}'
 where key = 'enquiry_received';
