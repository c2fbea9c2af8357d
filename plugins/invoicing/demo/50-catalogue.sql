-- Demo catalogue products (server/demo/demo-sql.ts runs this once on a new demo database, as the
-- owner): the protective equipment and safety kit an OSH consultancy in Kenya resells to its
-- clients, at Nairobi trade prices before VAT. The firm's services are already in the catalogue
-- (the migration seeds them from the services tree); these are the products POS and the shop
-- will stock later. Two items are out of use, so the Status filter has something to show.
insert into public.catalog_items (kind, name, description, unit, unit_price, tax_code, sku, is_active) values
  ('product', 'Safety helmet, white (EN 397)', 'HDPE shell with a 6-point ratchet harness; for supervisors and visitors.', 'piece', 850.00, 'VAT', 'PPE-HLM-WHT', true),
  ('product', 'Safety helmet, yellow (EN 397)', 'HDPE shell with a 6-point ratchet harness; for general workers.', 'piece', 850.00, 'VAT', 'PPE-HLM-YLW', true),
  ('product', 'Reflective vest, high-visibility orange', 'Class 2 vest with two 5 cm reflective bands and a zip front.', 'piece', 450.00, 'VAT', 'PPE-VST-ORG', true),
  ('product', 'Reflective vest, high-visibility lime', 'Class 2 vest with two 5 cm reflective bands and a zip front.', 'piece', 450.00, 'VAT', 'PPE-VST-LIM', true),
  ('product', 'Fire extinguisher, 6 kg dry powder (ABC)', 'KEBS-marked, with wall bracket and a one-year service tag.', 'piece', 4800.00, 'VAT', 'FIRE-EXT-DP6', true),
  ('product', 'Fire extinguisher, 9 kg dry powder (ABC)', 'KEBS-marked, with wall bracket and a one-year service tag.', 'piece', 6500.00, 'VAT', 'FIRE-EXT-DP9', true),
  ('product', 'Fire extinguisher, 5 kg CO2', 'For electrical rooms and server rooms.', 'piece', 9800.00, 'VAT', 'FIRE-EXT-CO2-5', true),
  ('product', 'Fire blanket, 1.2 m × 1.2 m', 'For kitchens and laboratories, in a quick-release pouch.', 'piece', 2200.00, 'VAT', 'FIRE-BLK-12', true),
  ('product', 'First-aid kit, small workplace (1–10 workers)', 'Contents as the First Aid Rules (L.N. 160 of 1977) require for a small workplace.', 'kit', 3200.00, 'VAT', 'FAK-SML', true),
  ('product', 'First-aid kit, large workplace (up to 50 workers)', 'Wall-mounted box, contents for up to 50 workers.', 'kit', 8900.00, 'VAT', 'FAK-LRG', true),
  ('product', 'Ear muffs, 27 dB (SNR)', 'Headband ear muffs for noise zones over 85 dB(A).', 'pair', 1200.00, 'VAT', 'PPE-EAR-MUF27', true),
  ('product', 'Ear plugs, disposable foam (box of 200 pairs)', 'SNR 37 dB, individually wrapped pairs.', 'box', 3800.00, 'VAT', 'PPE-EAR-PLG200', true),
  ('product', 'Safety boots, steel toe (S3)', 'Leather upper, steel toe cap and midsole, oil-resistant sole; sizes 38–47.', 'pair', 3500.00, 'VAT', 'PPE-BOOT-S3', true),
  ('product', 'Gumboots, steel toe', 'PVC gumboots with steel toe caps for wet processing floors.', 'pair', 1900.00, 'VAT', 'PPE-BOOT-GUM', true),
  ('product', 'Safety goggles, anti-fog', 'Indirect vent, polycarbonate lens (EN 166).', 'piece', 650.00, 'VAT', 'PPE-EYE-GOG', true),
  ('product', 'Dust mask FFP2 (box of 20)', 'Valved disposable respirators for dusty work.', 'box', 2600.00, 'VAT', 'PPE-RSP-FFP2', true),
  ('product', 'Full-body safety harness with lanyard', 'Two-point harness with a 1.8 m shock-absorbing lanyard (EN 361/355).', 'set', 9500.00, 'VAT', 'PPE-HRN-FB', true),
  ('product', 'Nitrile gloves, chemical-resistant', 'Reusable, 33 cm cuff; sizes 8–10.', 'pair', 380.00, 'VAT', 'PPE-GLV-NIT', true),
  ('product', 'Safety signs pack (fire exit, assembly point, PPE)', 'Twelve photoluminescent signs to KS ISO 7010.', 'pack', 5400.00, 'VAT', 'SIGN-PACK-12', true),
  ('product', 'Safety helmet, blue (old model)', 'Replaced by the EN 397 helmets; kept for old quotations.', 'piece', 700.00, 'VAT', 'PPE-HLM-BLU-OLD', false),
  ('product', 'Reflective vest, mesh (old model)', 'Replaced by the Class 2 vests.', 'piece', 300.00, 'VAT', 'PPE-VST-MESH-OLD', false);
