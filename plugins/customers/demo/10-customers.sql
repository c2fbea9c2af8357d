-- Demo customers (server/demo/demo-sql.ts runs this once on a new demo database, as the owner):
-- forty clients of the kind an OSH consultancy in Kenya serves — manufacturers, flower and tea
-- farms, hotels, hospitals, contractors, schools, energy and public bodies — across fourteen
-- counties, each with a primary contact and a site, some with two; owners among the demo staff.
-- Every name, KRA PIN, phone number and address is made up. Two records of one client
-- ("Kilimo Fresh Exporters Ltd" / "… Limited") are there on purpose: the merge has something to do.
create temporary table demo_customers (
  n int, name text, kra_pin text, sector public.customer_sector, email text, phone text, website text,
  postal_address text, physical_address text, county public.kenya_county, tags text[], owner_email text,
  status public.customer_status, contact_name text, contact_title text, contact_email text, contact_phone text,
  site_name text, town text, latitude numeric, longitude numeric, headcount int, doshs text,
  nema public.nema_category
) on commit drop;

insert into demo_customers values
  (1, 'Mavoko Steel Rolling Mills Ltd', 'P051000000A', 'manufacturing', 'info@mavokosteel.co.ke', '+254202000000', 'https://www.mavokosteel.co.ke', 'P.O. Box 1000-00100, Athi River', 'Athi River, Machakos County', 'Machakos', '{fire,noise}', 'staff@demo.safeworks.test', 'active', 'Joseph Mwangi', 'HSE Manager', 'joseph@mavokosteel.co.ke', '+254711000000', 'Rolling mill', 'Athi River', -1.456, 36.978, 420, 'DOSHS/MAC/2015/1000', 'high'),
  (2, 'Kiambu Dairy Processors Ltd', 'P051007919B', 'manufacturing', 'info@kiambudairy.co.ke', '+254720104729', 'https://www.kiambudairy.co.ke', 'P.O. Box 1373-80100, Ruiru', 'Ruiru, Kiambu County', 'Kiambu', '{food-safety}', 'staff@demo.safeworks.test', 'active', 'Lucy Wairimu', 'Quality Assurance Lead', 'lucy@kiambudairy.co.ke', '+254711611953', 'Ruiru creamery', 'Ruiru', -1.146, 36.961, 180, 'DOSHS/KIA/2016/1037', 'medium'),
  (3, 'Thika Paper Converters Ltd', 'P051015838C', 'manufacturing', 'info@thikapaper.co.ke', '+254720209458', 'https://www.thikapaper.co.ke', 'P.O. Box 1746-40100, Thika', 'Thika, Kiambu County', 'Kiambu', '{fire}', 'admin@demo.safeworks.test', 'active', 'Samuel Karanja', 'Plant Manager', 'samuel@thikapaper.co.ke', '+254712223906', 'Converting plant', 'Thika', -1.033, 37.069, 95, 'DOSHS/KIA/2017/1074', 'medium'),
  (4, 'Coastline Cement Works Ltd', 'P051023757D', 'manufacturing', 'info@coastlinecement.co.ke', '+254202023757', 'https://www.coastlinecement.co.ke', 'P.O. Box 2119-20100, Vipingo', 'Vipingo, Kilifi County', 'Kilifi', '{dust,noise,air-quality}', 'superadmin@demo.safeworks.test', 'active', 'Hassan Omar', 'SHE Officer', 'hassan@coastlinecement.co.ke', '+254712835859', 'Vipingo clinker plant', 'Vipingo', -3.805, 39.796, 610, 'DOSHS/KIL/2018/1111', 'high'),
  (5, 'Nakuru Agro Chemicals Ltd', 'P051031676E', 'manufacturing', 'info@nakuruagrochem.co.ke', '+254720418916', 'https://www.nakuruagrochem.co.ke', 'P.O. Box 2492-30100, Nakuru', 'Nakuru, Nakuru County', 'Nakuru', '{chemical}', 'staff@demo.safeworks.test', 'active', 'Esther Chebet', 'Safety Officer', 'esther@nakuruagrochem.co.ke', '+254713447812', 'Formulation plant', 'Nakuru', -0.283, 36.08, 140, 'DOSHS/NAK/2019/1148', 'high'),
  (6, 'Eldoret Grain Millers Ltd', 'P051039595F', 'manufacturing', 'info@eldoretgrain.co.ke', '+254720523645', 'https://www.eldoretgrain.co.ke', 'P.O. Box 2865-10100, Eldoret', 'Eldoret, Uasin Gishu County', 'Uasin Gishu', '{dust,fire}', 'admin@demo.safeworks.test', 'active', 'Kipchumba Rotich', 'Operations Manager', 'kipchumba@eldoretgrain.co.ke', '+254714059765', 'Mill', 'Eldoret', 0.514, 35.27, 210, 'DOSHS/UAS/2020/1185', 'medium'),
  (7, 'Kisumu Fish Processors Ltd', 'P051047514G', 'manufacturing', 'info@kisumufish.co.ke', '+254202047514', 'https://www.kisumufish.co.ke', 'P.O. Box 3238-00100, Kisumu', 'Kisumu, Kisumu County', 'Kisumu', '{food-safety}', 'staff@demo.safeworks.test', 'active', 'Otieno Ouma', 'Production Supervisor', 'otieno@kisumufish.co.ke', '+254714671718', 'Cold store', 'Kisumu', -0.091, 34.768, 160, 'DOSHS/KIS/2021/1222', 'medium'),
  (8, 'Embakasi Polymers Industries Ltd', 'P051055433H', 'manufacturing', 'info@embakasipolymers.co.ke', '+254720733103', 'https://www.embakasipolymers.co.ke', 'P.O. Box 3611-80100, Industrial Area', 'Industrial Area, Nairobi County', 'Nairobi', '{fire,chemical}', 'superadmin@demo.safeworks.test', 'active', 'Priya Shah', 'HR & Safety Manager', 'priya@embakasipolymers.co.ke', '+254715283671', 'Extrusion plant', 'Industrial Area', -1.309, 36.85, 230, 'DOSHS/NAI/2022/1259', 'medium'),
  (9, 'Lake Naivasha Flowers Ltd', 'P051063352J', 'agriculture', 'info@naivashaflowers.co.ke', '+254720837832', 'https://www.naivashaflowers.co.ke', 'P.O. Box 3984-40100, Naivasha', 'Naivasha, Nakuru County', 'Nakuru', '{flowers,chemical}', 'staff@demo.safeworks.test', 'active', 'Rose Nyambura', 'Farm Manager', 'rose@naivashaflowers.co.ke', '+254715895624', 'Greenhouses block A', 'Naivasha', -0.74, 36.37, 850, 'DOSHS/NAK/2023/1296', 'medium'),
  (10, 'Kilimo Fresh Exporters Ltd', 'P051071271K', 'agriculture', 'info@kilimofresh.co.ke', '+254202071271', 'https://www.kilimofresh.co.ke', 'P.O. Box 4357-20100, Limuru', 'Limuru, Kiambu County', 'Kiambu', '{flowers}', 'staff@demo.safeworks.test', 'active', 'Peter Kamau', 'General Manager', 'peter@kilimofresh.co.ke', '+254716507577', 'Packhouse', 'Limuru', -1.1, 36.64, 300, 'DOSHS/KIA/2015/1333', 'low'),
  (11, 'Timau Roses Ltd', 'P051079190L', 'agriculture', 'info@timauroses.co.ke', '+254721047290', 'https://www.timauroses.co.ke', 'P.O. Box 4730-30100, Timau', 'Timau, Meru County', 'Meru', '{flowers,chemical}', 'admin@demo.safeworks.test', 'active', 'Nancy Kendi', 'Compliance Officer', 'nancy@timauroses.co.ke', '+254717119530', 'Timau farm', 'Timau', 0.09, 37.24, 520, 'DOSHS/MER/2016/1370', 'medium'),
  (12, 'Kericho Highlands Tea Estates Ltd', 'P051087109M', 'agriculture', 'info@kerichohighlands.co.ke', '+254721152019', 'https://www.kerichohighlands.co.ke', 'P.O. Box 5103-10100, Kericho', 'Kericho, Kericho County', 'Kericho', '{tea,noise}', 'superadmin@demo.safeworks.test', 'active', 'Wesley Langat', 'Estate Manager', 'wesley@kerichohighlands.co.ke', '+254717731483', 'Kapkorech factory', 'Kericho', -0.368, 35.283, 1400, 'DOSHS/KER/2017/1407', 'medium'),
  (13, 'Nyeri Hill Coffee Growers Co-operative', null, 'agriculture', 'info@nyerihillcoffee.co.ke', '+254202095028', 'https://www.nyerihillcoffee.co.ke', 'P.O. Box 5476-00100, Karatina', 'Karatina, Nyeri County', 'Nyeri', '{coffee}', 'staff@demo.safeworks.test', 'active', 'Jane Wanjiku', 'Factory Manager', 'jane@nyerihillcoffee.co.ke', '+254718343436', 'Wet mill', 'Karatina', -0.483, 37.129, 75, 'DOSHS/NYE/2018/1444', 'low'),
  (14, 'Nyali Coral Beach Hotel', 'P051102947P', 'hospitality', 'info@nyalicoralbeach.co.ke', '+254721361477', 'https://www.nyalicoralbeach.co.ke', 'P.O. Box 5849-80100, Nyali', 'Nyali, Mombasa County', 'Mombasa', '{fire,food-safety}', 'staff@demo.safeworks.test', 'active', 'Fatma Said', 'Executive Housekeeper', 'fatma@nyalicoralbeach.co.ke', '+254718955389', 'Beach hotel', 'Nyali', -4.024, 39.72, 260, 'DOSHS/MOM/2019/1481', 'medium'),
  (15, 'Diani Palm Resort Ltd', 'P051110866Q', 'hospitality', 'info@dianipalm.co.ke', '+254721466206', 'https://www.dianipalm.co.ke', 'P.O. Box 6222-40100, Diani', 'Diani, Kwale County', 'Kwale', '{fire,food-safety}', 'admin@demo.safeworks.test', 'active', 'Ali Mwinyi', 'Chief Engineer', 'ali@dianipalm.co.ke', '+254719567342', 'Resort', 'Diani', -4.315, 39.57, 190, 'DOSHS/KWA/2020/1518', 'medium'),
  (16, 'Maasai Mara Savannah Camp Ltd', 'P051118785R', 'hospitality', 'info@marasavannah.co.ke', '+254202118785', 'https://www.marasavannah.co.ke', 'P.O. Box 6595-20100, Talek', 'Talek, Narok County', 'Narok', '{fire,water}', 'staff@demo.safeworks.test', 'active', 'Daniel ole Sankale', 'Camp Manager', 'daniel@marasavannah.co.ke', '+254720179295', 'Talek camp', 'Talek', -1.45, 35.21, 85, 'DOSHS/NAR/2021/1555', 'low'),
  (17, 'Nairobi Skyline Hotel Ltd', 'P051126704S', 'hospitality', 'info@skylinehotel.co.ke', '+254721675664', 'https://www.skylinehotel.co.ke', 'P.O. Box 6968-30100, Upper Hill', 'Upper Hill, Nairobi County', 'Nairobi', '{fire,lifts}', 'superadmin@demo.safeworks.test', 'active', 'Grace Achieng', 'Director of Operations', 'grace@skylinehotel.co.ke', '+254720791248', 'Upper Hill tower', 'Upper Hill', -1.298, 36.815, 320, 'DOSHS/NAI/2022/1592', 'medium'),
  (18, 'Lake Elementaita Lodge Ltd', 'P051134623T', 'hospitality', 'info@elementaitalodge.co.ke', '+254721780393', 'https://www.elementaitalodge.co.ke', 'P.O. Box 7341-10100, Gilgil', 'Gilgil, Nakuru County', 'Nakuru', '{fire,water}', 'staff@demo.safeworks.test', 'active', 'Moses Kiprono', 'General Manager', 'moses@elementaitalodge.co.ke', '+254721403201', 'Lodge', 'Gilgil', -0.45, 36.25, 60, 'DOSHS/NAK/2023/1629', 'low'),
  (19, 'Gusii Highlands Hospital', 'P051142542U', 'healthcare', 'info@gusiihighlands.co.ke', '+254202142542', 'https://www.gusiihighlands.co.ke', 'P.O. Box 7714-00100, Kisii', 'Kisii, Kisii County', 'Kisii', '{medical,fire,waste}', 'admin@demo.safeworks.test', 'active', 'Dr. Evans Nyakundi', 'Medical Superintendent', 'evans@gusiihighlands.co.ke', '+254722015154', 'Main hospital', 'Kisii', -0.682, 34.77, 1100, 'DOSHS/KIS/2015/1666', 'high'),
  (20, 'Karen Family Hospital Ltd', 'P051150461V', 'healthcare', 'info@karenfamilyhospital.co.ke', '+254721989851', 'https://www.karenfamilyhospital.co.ke', 'P.O. Box 8087-80100, Karen', 'Karen, Nairobi County', 'Nairobi', '{medical,fire,radiation}', 'staff@demo.safeworks.test', 'active', 'Dr. Wanjiru Gitau', 'Quality Manager', 'wanjiru@karenfamilyhospital.co.ke', '+254722627107', 'Karen campus', 'Karen', -1.319, 36.708, 410, 'DOSHS/NAI/2016/1703', 'high'),
  (21, 'Nkubu Hills Mission Hospital', 'P051158380W', 'healthcare', 'info@nkubuhills.or.ke', '+254722094580', 'https://www.nkubuhills.or.ke', 'P.O. Box 8460-40100, Meru', 'Meru, Meru County', 'Meru', '{medical,waste}', 'staff@demo.safeworks.test', 'active', 'Sister Margaret Kagwiria', 'Administrator', 'margaret@nkubuhills.or.ke', '+254723239060', 'Hospital', 'Meru', 0.047, 37.649, 290, 'DOSHS/MER/2017/1740', 'medium'),
  (22, 'Coast Diagnostics Centre Ltd', 'P051166299X', 'healthcare', 'info@coastdiagnostics.co.ke', '+254202166299', 'https://www.coastdiagnostics.co.ke', 'P.O. Box 8833-20100, Mombasa', 'Mombasa, Mombasa County', 'Mombasa', '{radiation}', 'superadmin@demo.safeworks.test', 'active', 'Dr. Amina Abdalla', 'Radiation Safety Officer', 'amina@coastdiagnostics.co.ke', '+254723851013', 'Imaging centre', 'Mombasa', -4.043, 39.668, 70, 'DOSHS/MOM/2018/1777', 'medium'),
  (23, 'Kakamega Maternity and Nursing Home', 'P051174218Z', 'healthcare', 'info@kakamegamaternity.co.ke', '+254722304038', 'https://www.kakamegamaternity.co.ke', 'P.O. Box 9206-30100, Kakamega', 'Kakamega, Kakamega County', 'Kakamega', '{medical,fire}', 'admin@demo.safeworks.test', 'archived', 'Beatrice Achieng', 'Nursing Officer in Charge', 'beatrice@kakamegamaternity.co.ke', '+254724462966', 'Nursing home', 'Kakamega', 0.283, 34.752, 95, 'DOSHS/KAK/2019/1814', 'medium'),
  (24, 'Shanzu Heights Construction Ltd', 'P051182137A', 'construction', 'info@shanzuheights.co.ke', '+254722408767', 'https://www.shanzuheights.co.ke', 'P.O. Box 9579-10100, Bamburi', 'Bamburi, Mombasa County', 'Mombasa', '{height,fire}', 'staff@demo.safeworks.test', 'active', 'Abdul Rashid', 'Site Safety Supervisor', 'abdul@shanzuheights.co.ke', '+254725074919', 'Shanzu towers site', 'Bamburi', -3.99, 39.72, 380, 'DOSHS/MOM/2020/1851', 'high'),
  (25, 'Rift Valley Builders Ltd', 'P051190056B', 'construction', 'info@riftbuilders.co.ke', '+254202190056', 'https://www.riftbuilders.co.ke', 'P.O. Box 9952-00100, Nakuru', 'Nakuru, Nakuru County', 'Nakuru', '{height,electrical}', 'admin@demo.safeworks.test', 'active', 'John Kiptoo', 'Project Manager', 'john@riftbuilders.co.ke', '+254725686872', 'Milimani apartments site', 'Nakuru', -0.303, 36.08, 240, 'DOSHS/NAK/2021/1888', 'high'),
  (26, 'Highway Civil Engineering Ltd', 'P051197975C', 'construction', 'info@highwaycivil.co.ke', '+254722618225', 'https://www.highwaycivil.co.ke', 'P.O. Box 10325-80100, Mlolongo', 'Mlolongo, Machakos County', 'Machakos', '{height,noise,dust}', 'superadmin@demo.safeworks.test', 'active', 'Patrick Musyoka', 'HSE Coordinator', 'patrick@highwaycivil.co.ke', '+254726298825', 'Expressway works yard', 'Mlolongo', -1.388, 36.94, 520, 'DOSHS/MAC/2022/1925', 'high'),
  (27, 'Westlands Tower Contractors Ltd', 'P051205894D', 'construction', 'info@westlandstower.co.ke', '+254722722954', 'https://www.westlandstower.co.ke', 'P.O. Box 10698-40100, Westlands', 'Westlands, Nairobi County', 'Nairobi', '{height,fire}', 'staff@demo.safeworks.test', 'active', 'Irene Muthoni', 'Safety Manager', 'irene@westlandstower.co.ke', '+254726910778', 'Tower site', 'Westlands', -1.265, 36.803, 310, 'DOSHS/NAI/2023/1962', 'high'),
  (28, 'Kisumu Lakeside Developers Ltd', 'P051213813E', 'construction', 'info@lakesidedevelopers.co.ke', '+254202213813', 'https://www.lakesidedevelopers.co.ke', 'P.O. Box 11071-20100, Kisumu', 'Kisumu, Kisumu County', 'Kisumu', '{height}', 'staff@demo.safeworks.test', 'active', 'Fredrick Okoth', 'Site Agent', 'fredrick@lakesidedevelopers.co.ke', '+254727522731', 'Lakeside mall site', 'Kisumu', -0.102, 34.752, 150, 'DOSHS/KIS/2015/1999', 'medium'),
  (29, 'Kikuyu Hills Girls Academy', 'P051221732F', 'education', 'info@kikuyuhillsgirls.sc.ke', '+254722932412', 'https://www.kikuyuhillsgirls.sc.ke', 'P.O. Box 11444-30100, Kikuyu', 'Kikuyu, Kiambu County', 'Kiambu', '{fire,school}', 'staff@demo.safeworks.test', 'active', 'Mrs. Catherine Njoroge', 'Principal', 'catherine@kikuyuhillsgirls.sc.ke', '+254728134684', 'Kikuyu campus', 'Kikuyu', -1.253, 36.67, 1200, 'DOSHS/KIA/2016/2036', 'low'),
  (30, 'Eastlands Technical Training Institute', 'P051229651G', 'education', 'info@eastlandstech.ac.ke', '+254723037141', 'https://www.eastlandstech.ac.ke', 'P.O. Box 11817-10100, Eastleigh', 'Eastleigh, Nairobi County', 'Nairobi', '{fire,electrical}', 'admin@demo.safeworks.test', 'active', 'Mr. Hussein Abdi', 'Deputy Principal', 'hussein@eastlandstech.ac.ke', '+254728746637', 'Workshops', 'Eastleigh', -1.276, 36.848, 900, 'DOSHS/NAI/2017/2073', 'low'),
  (31, 'Juja Farm Primary School', 'P051237570H', 'education', 'info@jujafarmprimary.sc.ke', '+254202237570', 'https://www.jujafarmprimary.sc.ke', 'P.O. Box 12190-00100, Juja', 'Juja, Kiambu County', 'Kiambu', '{fire,school}', 'staff@demo.safeworks.test', 'active', 'Mr. Stephen Ndungu', 'Head Teacher', 'stephen@jujafarmprimary.sc.ke', '+254729358590', 'School', 'Juja', -1.102, 37.014, 700, 'DOSHS/KIA/2018/2110', 'low'),
  (32, 'Uasin Gishu Technical College', 'P051245489J', 'education', 'info@ugtechnical.ac.ke', '+254723246599', 'https://www.ugtechnical.ac.ke', 'P.O. Box 12563-80100, Eldoret', 'Eldoret, Uasin Gishu County', 'Uasin Gishu', '{electrical,fire}', 'superadmin@demo.safeworks.test', 'active', 'Dr. Caroline Jeptoo', 'Registrar', 'caroline@ugtechnical.ac.ke', '+254729970543', 'Main campus', 'Eldoret', 0.519, 35.275, 1600, 'DOSHS/UAS/2019/2147', 'low'),
  (33, 'Hells Gate Geothermal Services Ltd', 'P051253408K', 'energy', 'info@hellsgategeo.co.ke', '+254723351328', 'https://www.hellsgategeo.co.ke', 'P.O. Box 12936-40100, Naivasha', 'Naivasha, Nakuru County', 'Nakuru', '{height,noise,chemical}', 'superadmin@demo.safeworks.test', 'active', 'Collins Kibet', 'HSE Superintendent', 'collins@hellsgategeo.co.ke', '+254730582496', 'Well pad 914', 'Naivasha', -0.883, 36.3, 260, 'DOSHS/NAK/2020/2184', 'high'),
  (34, 'Loiyangalani Wind Services Ltd', 'P051261327L', 'energy', 'info@loiyangaliwind.co.ke', '+254202261327', 'https://www.loiyangaliwind.co.ke', 'P.O. Box 13309-20100, Loiyangalani', 'Loiyangalani, Marsabit County', 'Marsabit', '{height,electrical}', 'admin@demo.safeworks.test', 'active', 'Abdi Guyo', 'Site Manager', 'abdi@loiyangaliwind.co.ke', '+254731194449', 'Wind farm O&M', 'Loiyangalani', 2.6, 36.82, 120, 'DOSHS/MAR/2021/2221', 'high'),
  (35, 'Kitui Minerals and Quarrying Ltd', 'P051269246M', 'mining', 'info@kituiminerals.co.ke', '+254723560786', 'https://www.kituiminerals.co.ke', 'P.O. Box 13682-30100, Mutomo', 'Mutomo, Kitui County', 'Kitui', '{dust,noise}', 'staff@demo.safeworks.test', 'active', 'Mutua Kilonzo', 'Quarry Manager', 'mutua@kituiminerals.co.ke', '+254731806402', 'Quarry', 'Mutomo', -1.85, 38.21, 180, 'DOSHS/KIT/2022/2258', 'high'),
  (36, 'Lamu Port Logistics Ltd', 'P051277165N', 'transport', 'info@lamuportlogistics.co.ke', '+254723665515', 'https://www.lamuportlogistics.co.ke', 'P.O. Box 14055-10100, Lamu', 'Lamu, Lamu County', 'Lamu', '{fire,lifting}', 'staff@demo.safeworks.test', 'archived', 'Mohamed Bwana', 'Terminal Manager', 'mohamed@lamuportlogistics.co.ke', '+254732418355', 'Container yard', 'Lamu', -2.27, 40.9, 140, 'DOSHS/LAM/2023/2295', 'medium'),
  (37, 'Fresh Basket Supermarket Nyeri', 'P051285084P', 'retail', 'info@freshbasket.co.ke', '+254202285084', 'https://www.freshbasket.co.ke', 'P.O. Box 14428-00100, Nyeri', 'Nyeri, Nyeri County', 'Nyeri', '{fire,food-safety}', 'admin@demo.safeworks.test', 'active', 'Agnes Wambui', 'Branch Manager', 'agnes@freshbasket.co.ke', '+254733030308', 'Nyeri branch', 'Nyeri', -0.42, 36.95, 110, 'DOSHS/NYE/2015/2332', 'low'),
  (38, 'Tana Basin Water Services', null, 'government', 'info@tanabasinwater.co.ke', '+254723874973', 'https://www.tanabasinwater.co.ke', 'P.O. Box 14801-80100, Garissa', 'Garissa, Garissa County', 'Garissa', '{chemical,water}', 'staff@demo.safeworks.test', 'active', 'Ahmed Farah', 'Technical Manager', 'ahmed@tanabasinwater.co.ke', '+254733642261', 'Treatment works', 'Garissa', -0.453, 39.646, 210, 'DOSHS/GAR/2016/2369', 'medium'),
  (39, 'Hope for Children Kenya', null, 'ngo', 'info@hopeforchildren.or.ke', '+254723979702', 'https://www.hopeforchildren.or.ke', 'P.O. Box 15174-40100, Kasarani', 'Kasarani, Nairobi County', 'Nairobi', '{fire}', 'staff@demo.safeworks.test', 'active', 'Ruth Wangari', 'Programme Coordinator', 'ruth@hopeforchildren.or.ke', '+254734254214', 'Children''s home', 'Kasarani', -1.221, 36.898, 45, 'DOSHS/NAI/2017/2406', 'low'),
  (40, 'Kilimo Fresh Exporters Limited', null, 'agriculture', 'kilimofresh.exporters@gmail.com', '+254202308841', null, 'P.O. Box 15547-20100, Limuru', 'Limuru, Kiambu County', 'Kiambu', '{flowers}', 'admin@demo.safeworks.test', 'active', 'Peter Kamau', 'GM', null, '+254734866167', 'Limuru packhouse', 'Limuru', null, null, null, null, null);

create temporary table demo_more_contacts (customer text, full_name text, job_title text, email text, phone text)
  on commit drop;
insert into demo_more_contacts values
  ('Mavoko Steel Rolling Mills Ltd', 'Agnes Mutheu', 'Finance Manager', 'agnes.mutheu@mavokosteel.co.ke', '+254733000000'),
  ('Coastline Cement Works Ltd', 'Salim Juma', 'Plant Engineer', 'salim.juma@coastlinecement.co.ke', '+254733777767'),
  ('Lake Naivasha Flowers Ltd', 'George Odhiambo', 'Spray Supervisor', 'george.odhiambo@naivashaflowers.co.ke', '+254734555534'),
  ('Kericho Highlands Tea Estates Ltd', 'Faith Chepkoech', 'Estate Nurse', 'faith.chepkoech@kerichohighlands.co.ke', '+254735333301'),
  ('Nairobi Skyline Hotel Ltd', 'Kevin Otieno', 'Chief Engineer', 'kevin.otieno@skylinehotel.co.ke', '+254736111068'),
  ('Karen Family Hospital Ltd', 'Paul Mugo', 'Facilities Manager', 'paul.mugo@karenfamilyhospital.co.ke', '+254736888835'),
  ('Highway Civil Engineering Ltd', 'Lilian Mbithe', 'Procurement Officer', 'lilian.mbithe@highwaycivil.co.ke', '+254737666602'),
  ('Hells Gate Geothermal Services Ltd', 'Brian Ngetich', 'Contracts Officer', 'brian.ngetich@hellsgategeo.co.ke', '+254738444369'),
  ('Kikuyu Hills Girls Academy', 'Mr. Daniel Kimani', 'Bursar', 'daniel.kimani@kikuyuhillsgirls.sc.ke', '+254739222136'),
  ('Gusii Highlands Hospital', 'Janet Moraa', 'Infection Prevention Nurse', 'janet.moraa@gusiihighlands.co.ke', '+254739999903');

create temporary table demo_more_sites (customer text, name text, county public.kenya_county, town text,
                                        latitude numeric, longitude numeric, headcount int) on commit drop;
insert into demo_more_sites values
  ('Mavoko Steel Rolling Mills Ltd', 'Mlolongo warehouse', 'Machakos', 'Mlolongo', -1.39, 36.935, 60),
  ('Kiambu Dairy Processors Ltd', 'Githunguri collection centre', 'Kiambu', 'Githunguri', -1.058, 36.776, 35),
  ('Lake Naivasha Flowers Ltd', 'Greenhouses block B', 'Nakuru', 'Naivasha', -0.75, 36.38, 400),
  ('Kericho Highlands Tea Estates Ltd', 'Kaptebeswet factory', 'Kericho', 'Kericho', -0.34, 35.31, 300),
  ('Nyali Coral Beach Hotel', 'Laundry and kitchen block', 'Mombasa', 'Nyali', -4.025, 39.721, 40),
  ('Gusii Highlands Hospital', 'Outpatient annex', 'Kisii', 'Kisii', -0.683, 34.771, 150),
  ('Highway Civil Engineering Ltd', 'Athi River batching plant', 'Machakos', 'Athi River', -1.45, 36.99, 80),
  ('Embakasi Polymers Industries Ltd', 'Mombasa Road depot', 'Nairobi', 'Embakasi', -1.32, 36.89, 25),
  ('Coastline Cement Works Ltd', 'Port Reitz depot', 'Mombasa', 'Changamwe', -4.03, 39.61, 45),
  ('Uasin Gishu Technical College', 'Annex campus', 'Uasin Gishu', 'Kapseret', 0.48, 35.22, 300);

-- Each owner writes their own clients (the timelines then say "Amina Hassan created this customer"):
-- the rows are inserted with the owner as the request's user, as if they had typed them.
do $$
declare
  o record;
begin
  for o in select distinct u.id, u.email from demo_customers d join auth.users u on u.email = d.owner_email loop
    perform set_config('request.jwt.claims', jsonb_build_object('sub', o.id, 'role', 'authenticated')::text, true);

    insert into public.customers (name, kra_pin, sector, email, phone, website, postal_address, physical_address,
                                  county, tags, owner_id, status)
    select d.name, d.kra_pin, d.sector, d.email, d.phone, d.website, d.postal_address, d.physical_address,
           d.county, d.tags, o.id, d.status
      from demo_customers d where d.owner_email = o.email
     order by d.n;

    insert into public.contacts (customer_id, full_name, job_title, email, phone, is_primary)
    select c.id, d.contact_name, d.contact_title, d.contact_email, d.contact_phone, true
      from demo_customers d join public.customers c on c.name = d.name
     where d.owner_email = o.email;

    insert into public.customer_sites (customer_id, name, county, town, physical_address, latitude, longitude,
                                       sector, headcount, doshs_registration_no, nema_category)
    select c.id, d.site_name, d.county, d.town, d.physical_address, d.latitude, d.longitude, d.sector,
           d.headcount, d.doshs, d.nema
      from demo_customers d join public.customers c on c.name = d.name
     where d.owner_email = o.email;

    insert into public.contacts (customer_id, full_name, job_title, email, phone)
    select c.id, x.full_name, x.job_title, x.email, x.phone
      from demo_more_contacts x join public.customers c on c.name = x.customer
     where c.owner_id = o.id;

    insert into public.customer_sites (customer_id, name, county, town, latitude, longitude, sector, headcount)
    select c.id, x.name, x.county, x.town, x.latitude, x.longitude, c.sector, x.headcount
      from demo_more_sites x join public.customers c on c.name = x.customer
     where c.owner_id = o.id;
  end loop;

  -- A do-not-contact person, as a real client book has.
  update public.contacts set do_not_contact = true where full_name = 'Lilian Mbithe';
  perform set_config('request.jwt.claims', '', true);
end
$$;
