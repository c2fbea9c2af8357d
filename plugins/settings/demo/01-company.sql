-- Demo company details (issue 22: "the demo company has only a name"), so the demo's letterheads, client
-- pages and e-mails show what a real install shows once Settings → Company is filled in. Only blanks are
-- filled: a firm that already typed its details keeps them. The PIN and phone numbers are in the formats the
-- form checks but belong to nobody; the addresses use the reserved `.test` domain.
update public.organizations
   set kra_pin = coalesce(kra_pin, 'P051000100K'),
       email = coalesce(email, 'info@demo.safeworks.test'),
       phone = coalesce(phone, '+254 700 000 100'),
       website = coalesce(website, 'https://demo.safeworks.test'),
       address = coalesce(address, 'Demo House, 2nd floor, Mombasa Road, Nairobi'),
       postal_address = coalesce(postal_address, 'P.O. Box 00000-00100, Nairobi')
 where id = 1;
