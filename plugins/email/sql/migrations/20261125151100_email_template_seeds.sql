-- The templates the app ships (ADR 017). System ones (locked) are what the code
-- sends: sign-in mail (auth.*), the enquiry acknowledgement, hand-written messages
-- (message) and the welcome mail. The ones later modules need (quotation, invoice,
-- payment receipt, statement, overdue reminder, survey invitation) start as drafts
-- an admin reviews and makes active. {{company.*}} (name, email, phone, address,
-- postal_address, website) is always available; the rest comes from the sender.
-- Re-running keeps what admins changed (on conflict do nothing).

insert into public.email_templates (key, name, description, subject, html_body, text_body, status, locked, sample_data)
values
(
  'welcome', 'Welcome / account created',
  'Sent when a member''s account is created.',
  'Welcome to {{company.name}}, {{user.name}}',
  '<p>Dear {{user.name}},</p>
<p>An account has been created for you on the {{company.name}} portal with the e-mail address <strong>{{user.email}}</strong>.</p>
<p>Sign in here: <a href="{{sign_in_url}}">{{sign_in_url}}</a></p>
<p>If you did not expect this message, please let us know.</p>
<p>Kind regards,<br>The {{company.name}} team</p>',
  null, 'active', true,
  '{"user": {"name": "Wanjiku Kamau", "email": "wanjiku@example.co.ke"}, "sign_in_url": "https://safeworks.example/login"}'
),
(
  'auth.signup', 'Confirm your e-mail address',
  'Sent by sign-in when someone signs up; {{link}} and {{code}} exist only when the message is delivered.',
  'Confirm your e-mail address for {{company.name}}',
  '<p>Hello,</p>
<p>Please confirm that <strong>{{email}}</strong> is your e-mail address by following this link:</p>
<p><a href="{{link}}">Confirm my e-mail address</a></p>
<p>Or enter this code: <strong>{{code}}</strong></p>
<p>The link and code expire in one hour. If you did not sign up, you can ignore this message.</p>',
  'Confirm your e-mail address ({{email}}) for {{company.name}}:

{{link}}

Or enter this code: {{code}}

The link and code expire in one hour. If you did not sign up, you can ignore this message.',
  'active', true,
  '{"email": "wanjiku@example.co.ke", "link": "https://safeworks.example/auth/v1/verify?token=sample", "code": "123456", "redirect_to": "https://safeworks.example/dashboard"}'
),
(
  'auth.recovery', 'Reset your password',
  'Sent by sign-in when someone asks to reset a password.',
  'Reset your {{company.name}} password',
  '<p>Hello,</p>
<p>Someone (hopefully you) asked to reset the password of <strong>{{email}}</strong>.</p>
<p><a href="{{link}}">Choose a new password</a></p>
<p>Or enter this code: <strong>{{code}}</strong></p>
<p>The link and code expire in one hour. If you did not ask for this, ignore this message: your password stays as it is.</p>',
  'Reset the password of {{email}} at {{company.name}}:

{{link}}

Or enter this code: {{code}}

The link and code expire in one hour. If you did not ask for this, ignore this message: your password stays as it is.',
  'active', true,
  '{"email": "wanjiku@example.co.ke", "link": "https://safeworks.example/auth/v1/verify?token=sample", "code": "123456", "redirect_to": "https://safeworks.example/reset-password"}'
),
(
  'auth.email_change', 'Confirm your new e-mail address',
  'Sent by sign-in when a member changes their e-mail address.',
  'Confirm your new e-mail address',
  '<p>Hello,</p>
<p>Please confirm <strong>{{email}}</strong> as the new e-mail address of your {{company.name}} account:</p>
<p><a href="{{link}}">Confirm the new address</a></p>
<p>Or enter this code: <strong>{{code}}</strong></p>
<p>The link and code expire in one hour. If you did not ask for this change, contact us.</p>',
  'Confirm {{email}} as the new e-mail address of your {{company.name}} account:

{{link}}

Or enter this code: {{code}}

The link and code expire in one hour. If you did not ask for this change, contact us.',
  'active', true,
  '{"email": "wanjiku.new@example.co.ke", "link": "https://safeworks.example/auth/v1/verify?token=sample", "code": "123456", "redirect_to": "https://safeworks.example/dashboard"}'
),
(
  'auth.magiclink', 'Your sign-in link',
  'Sent by sign-in when someone asks for a sign-in link.',
  'Your {{company.name}} sign-in link',
  '<p>Hello,</p>
<p>Follow this link to sign in to {{company.name}} as <strong>{{email}}</strong>:</p>
<p><a href="{{link}}">Sign in</a></p>
<p>Or enter this code: <strong>{{code}}</strong></p>
<p>The link and code expire in one hour and work once. If you did not ask for this, ignore this message.</p>',
  'Sign in to {{company.name}} as {{email}}:

{{link}}

Or enter this code: {{code}}

The link and code expire in one hour and work once. If you did not ask for this, ignore this message.',
  'active', true,
  '{"email": "wanjiku@example.co.ke", "link": "https://safeworks.example/auth/v1/verify?token=sample", "code": "123456", "redirect_to": "https://safeworks.example/dashboard"}'
),
(
  'auth.reauthentication', 'Confirm it is you',
  'Sent by sign-in before a sensitive change (a code, no link).',
  'Your {{company.name}} confirmation code',
  '<p>Hello,</p>
<p>Enter this code to confirm it is you: <strong>{{code}}</strong></p>
<p>The code expires in one hour. If you did not ask for it, someone may know your password: change it.</p>',
  'Enter this code to confirm it is you: {{code}}

The code expires in one hour. If you did not ask for it, someone may know your password: change it.',
  'active', true,
  '{"email": "wanjiku@example.co.ke", "link": null, "code": "123456", "redirect_to": null}'
),
(
  'auth.invite', 'Invitation',
  'Sent by sign-in when someone is invited to the portal.',
  'You have been invited to {{company.name}}',
  '<p>Hello,</p>
<p>You have been invited to the {{company.name}} portal as <strong>{{email}}</strong>.</p>
<p><a href="{{link}}">Accept the invitation</a></p>
<p>Or enter this code: <strong>{{code}}</strong></p>
<p>The invitation expires in one hour; ask us for a new one if it has.</p>',
  'You have been invited to the {{company.name}} portal as {{email}}:

{{link}}

Or enter this code: {{code}}

The invitation expires in one hour; ask us for a new one if it has.',
  'active', true,
  '{"email": "wanjiku@example.co.ke", "link": "https://safeworks.example/auth/v1/verify?token=sample", "code": "123456", "redirect_to": "https://safeworks.example/dashboard"}'
),
(
  'enquiry_received', 'Enquiry received',
  'Sent to a visitor who sends the public enquiry form, with the reference number.',
  'We have received your enquiry {{enquiry.reference}}',
  '<p>Dear {{enquiry.contact_name}},</p>
<p>Thank you for contacting {{company.name}}. We have received your enquiry{{#if enquiry.service}} about <strong>{{enquiry.service}}</strong>{{/if}} and one of our consultants will get back to you within one working day.</p>
<p>Your reference number is <strong>{{enquiry.reference}}</strong>. Please quote it if you call or write to us about this enquiry.</p>
{{#if enquiry.message}}<p>What you wrote:</p>
<blockquote>{{enquiry.message}}</blockquote>{{/if}}
<p>Kind regards,<br>The {{company.name}} team</p>',
  null, 'active', true,
  '{"enquiry": {"reference": "ENQ-2026-000123", "contact_name": "Otieno Odhiambo", "company": "Lakeview Millers Ltd", "service": "Fire safety audit", "message": "We need a fire safety audit for our Kisumu plant before the end of the month."}}'
),
(
  'lead_follow_up', 'Lead follow-up',
  'A consultant follows up an enquiry.',
  'Following up on your enquiry {{lead.reference}}',
  '<p>Dear {{lead.contact_name}},</p>
<p>Thank you again for your enquiry ({{lead.reference}}){{#if lead.service}} about {{lead.service}}{{/if}}. I would be glad to discuss how {{company.name}} can help: when would suit you for a short call or a site visit?</p>
<p>Kind regards,<br>{{sender.name}}<br>{{company.name}}</p>',
  null, 'active', false,
  '{"lead": {"reference": "ENQ-2026-000123", "contact_name": "Otieno Odhiambo", "company": "Lakeview Millers Ltd", "service": "Fire safety audit"}, "sender": {"name": "Amina Mwangi", "email": "amina@safeworks.example"}}'
),
(
  'message', 'Message',
  'A message written by hand (Compose): the body is plain text, its paragraphs kept.',
  '{{message.subject}}',
  '{{paragraphs message.body}}',
  '{{message.body}}',
  'active', true,
  '{"message": {"subject": "Your fire safety audit report", "body": "Dear Otieno,\n\nPlease find our report attached.\nCall me with any questions.\n\nAmina"}}'
),
(
  'quotation', 'Quotation',
  'Sends a quotation to a customer (the PDF attached).',
  'Quotation {{quotation.number}} from {{company.name}}',
  '<p>Dear {{customer.name}},</p>
<p>Please find attached our quotation <strong>{{quotation.number}}</strong> for {{quotation.title}}, totalling <strong>{{quotation.total}}</strong>. It is valid until {{quotation.valid_until}}.</p>
<p>To accept it, reply to this e-mail or sign and return the attached copy.</p>
<p>Kind regards,<br>{{sender.name}}<br>{{company.name}}</p>',
  null, 'draft', false,
  '{"customer": {"name": "Lakeview Millers Ltd"}, "quotation": {"number": "QUO-2026-0042", "title": "a fire safety audit of the Kisumu plant", "total": "KES 185,600.00", "valid_until": "31 December 2026"}, "sender": {"name": "Amina Mwangi"}}'
),
(
  'invoice', 'Invoice',
  'Sends an invoice to a customer (the PDF attached).',
  'Invoice {{invoice.number}} from {{company.name}}',
  '<p>Dear {{customer.name}},</p>
<p>Please find attached invoice <strong>{{invoice.number}}</strong> for <strong>{{invoice.total}}</strong>, due on {{invoice.due_date}}.</p>
<p>Payment details are on the invoice. Please quote the invoice number with your payment.</p>
<p>Kind regards,<br>{{company.name}} accounts</p>',
  null, 'draft', false,
  '{"customer": {"name": "Lakeview Millers Ltd"}, "invoice": {"number": "INV-2026-0107", "total": "KES 185,600.00", "due_date": "15 January 2027"}}'
),
(
  'payment_receipt', 'Payment receipt',
  'Thanks a customer for a payment (the receipt attached).',
  'Receipt for your payment of {{payment.amount}}',
  '<p>Dear {{customer.name}},</p>
<p>Thank you: we received your payment of <strong>{{payment.amount}}</strong> on {{payment.date}} (reference {{payment.reference}}) against invoice {{invoice.number}}.</p>
<p>Your receipt is attached.</p>
<p>Kind regards,<br>{{company.name}} accounts</p>',
  null, 'draft', false,
  '{"customer": {"name": "Lakeview Millers Ltd"}, "payment": {"amount": "KES 185,600.00", "date": "10 January 2027", "reference": "QJK7TR2M1P"}, "invoice": {"number": "INV-2026-0107"}}'
),
(
  'statement', 'Statement of account',
  'Sends a customer their statement (the PDF attached).',
  'Your statement of account for {{statement.period}}',
  '<p>Dear {{customer.name}},</p>
<p>Please find attached your statement of account for {{statement.period}}. The balance due is <strong>{{statement.balance}}</strong>.</p>
<p>If anything on it looks wrong, reply to this e-mail and we will look into it.</p>
<p>Kind regards,<br>{{company.name}} accounts</p>',
  null, 'draft', false,
  '{"customer": {"name": "Lakeview Millers Ltd"}, "statement": {"period": "December 2026", "balance": "KES 42,000.00"}}'
),
(
  'overdue_reminder', 'Overdue invoice reminder',
  'Reminds a customer of an unpaid invoice past its due date.',
  'Reminder: invoice {{invoice.number}} is overdue',
  '<p>Dear {{customer.name}},</p>
<p>Our records show that invoice <strong>{{invoice.number}}</strong> for <strong>{{invoice.total}}</strong>, due on {{invoice.due_date}}, is {{invoice.days_overdue}} days overdue.</p>
<p>If you have already paid, thank you, and please send us the payment reference. Otherwise we would be grateful for payment at your earliest convenience.</p>
<p>Kind regards,<br>{{company.name}} accounts</p>',
  null, 'draft', false,
  '{"customer": {"name": "Lakeview Millers Ltd"}, "invoice": {"number": "INV-2026-0107", "total": "KES 185,600.00", "due_date": "15 January 2027", "days_overdue": 14}}'
),
(
  'survey_invitation', 'Survey invitation',
  'Asks a customer for feedback after a job.',
  'How did we do, {{customer.name}}?',
  '<p>Dear {{customer.contact_name}},</p>
<p>Thank you for choosing {{company.name}} for {{survey.job}}. Would you take two minutes to tell us how we did?</p>
<p><a href="{{survey.link}}">Answer the survey</a></p>
<p>The survey closes on {{survey.closes_on}}.</p>
<p>Kind regards,<br>{{company.name}}</p>',
  null, 'draft', false,
  '{"customer": {"name": "Lakeview Millers Ltd", "contact_name": "Otieno Odhiambo"}, "survey": {"job": "the fire safety audit of your Kisumu plant", "link": "https://safeworks.example/survey/sample", "closes_on": "31 January 2027"}}'
)
on conflict (key) do nothing;
