-- Local and preview data: demo accounts and providers across Indian cities.
-- Accounts are created the way seeds create users on hosted Supabase: auth.users rows with a
-- pgcrypto bcrypt hash, an email identity each, then the profile row. Every seeded account's
-- password is Demo1234, hashed once with GoTrue's bcrypt cost (10) and shared by the demo accounts.

create temporary table seed_password as
  select extensions.crypt('Demo1234', extensions.gen_salt('bf', 10)) as hash;

create or replace function pg_temp.seed_account(
  p_id uuid, p_email text, p_full_name text, p_job text default null
) returns void
language sql
as $$
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, email_change, email_change_token_new, recovery_token
  ) values (
    '00000000-0000-0000-0000-000000000000', p_id, 'authenticated', 'authenticated', p_email,
    (select hash from seed_password), now(),
    '{"provider":"email","providers":["email"]}'::jsonb,
    case when p_job is null
      then jsonb_build_object('full_name', p_full_name)
      else jsonb_build_object('full_name', p_full_name, 'job', p_job) end,
    now(), now(), '', '', '', ''
  );
  insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  values (
    p_id, p_id::text, p_id,
    jsonb_build_object('sub', p_id::text, 'email', p_email, 'email_verified', true, 'phone_verified', false),
    'email', now(), now(), now()
  );
$$;

-- Demo customer
select pg_temp.seed_account('c0000000-0000-4000-8000-000000000001', 'customer@mistri.test', 'Asha Menon');
insert into public.users (uuid, first_name, last_name, phonenumber, email, location, latitude, longitude)
values ('c0000000-0000-4000-8000-000000000001', 'Asha', 'Menon', '+919846012345', 'customer@mistri.test', 'MG Road, Kochi', 9.9674, 76.2858);

-- Demo providers
select pg_temp.seed_account('d0000000-0000-4000-8000-000000000001', 'electrician@mistri.test', 'Rajan Pillai', 'Electrician');
select pg_temp.seed_account('d0000000-0000-4000-8000-000000000002', 'plumber@mistri.test', 'Joseph Kurian', 'Plumber');

-- Directory providers
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000001', 'tomy.george1@mistri.test', 'Tomy George', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000002', 'sreejith.menon2@mistri.test', 'Sreejith Menon', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000003', 'jijo.francis3@mistri.test', 'Jijo Francis', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000004', 'nithin.mathew4@mistri.test', 'Nithin Mathew', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000005', 'shibu.kurian5@mistri.test', 'Shibu Kurian', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000006', 'arun.thomas6@mistri.test', 'Arun Thomas', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000007', 'sajeev.raj7@mistri.test', 'Sajeev Raj', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000008', 'anoop.paul8@mistri.test', 'Anoop Paul', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000009', 'ajith.kumar9@mistri.test', 'Ajith Kumar', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000010', 'basil.nair10@mistri.test', 'Basil Nair', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000011', 'biju.varghese11@mistri.test', 'Biju Varghese', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000012', 'vishnu.antony12@mistri.test', 'Vishnu Antony', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000013', 'sunil.das13@mistri.test', 'Sunil Das', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000014', 'deepak.joseph14@mistri.test', 'Deepak Joseph', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000015', 'rajesh.pillai15@mistri.test', 'Rajesh Pillai', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000016', 'manoj.jose16@mistri.test', 'Manoj Jose', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000017', 'vineeth.pillai17@mistri.test', 'Vineeth Pillai', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000018', 'suresh.krishnan18@mistri.test', 'Suresh Krishnan', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000019', 'pradeep.warrier19@mistri.test', 'Pradeep Warrier', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000020', 'ratheesh.mohan20@mistri.test', 'Ratheesh Mohan', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000021', 'harikrishnan.nair21@mistri.test', 'Harikrishnan Nair', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000022', 'anil.kumar22@mistri.test', 'Anil Kumar', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000023', 'jaleel.haji23@mistri.test', 'Jaleel Haji', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000024', 'shameer.koya24@mistri.test', 'Shameer Koya', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000025', 'nizar.rahman25@mistri.test', 'Nizar Rahman', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000026', 'muhammed.menon26@mistri.test', 'Muhammed Menon', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000027', 'rahul.basheer27@mistri.test', 'Rahul Basheer', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000028', 'faisal.ali28@mistri.test', 'Faisal Ali', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000029', 'manjunath.patil29@mistri.test', 'Manjunath Patil', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000030', 'prakash.reddy30@mistri.test', 'Prakash Reddy', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000031', 'kiran.murthy31@mistri.test', 'Kiran Murthy', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000032', 'naveen.gowda32@mistri.test', 'Naveen Gowda', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000033', 'girish.hegde33@mistri.test', 'Girish Hegde', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000034', 'ravi.rao34@mistri.test', 'Ravi Rao', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000035', 'basavaraj.shetty35@mistri.test', 'Basavaraj Shetty', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000036', 'saravanan.pandian36@mistri.test', 'Saravanan Pandian', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000037', 'senthil.subramanian37@mistri.test', 'Senthil Subramanian', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000038', 'balaji.natarajan38@mistri.test', 'Balaji Natarajan', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000039', 'murugan.iyer39@mistri.test', 'Murugan Iyer', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000040', 'karthik.raman40@mistri.test', 'Karthik Raman', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000041', 'arjun.velu41@mistri.test', 'Arjun Velu', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000042', 'sachin.jadhav42@mistri.test', 'Sachin Jadhav', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000043', 'ganesh.pawar43@mistri.test', 'Ganesh Pawar', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000044', 'amol.patil44@mistri.test', 'Amol Patil', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000045', 'santosh.shinde45@mistri.test', 'Santosh Shinde', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000046', 'mahesh.deshmukh46@mistri.test', 'Mahesh Deshmukh', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000047', 'rohit.kulkarni47@mistri.test', 'Rohit Kulkarni', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000048', 'amit.sharma48@mistri.test', 'Amit Sharma', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000049', 'rakesh.singh49@mistri.test', 'Rakesh Singh', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000050', 'manish.verma50@mistri.test', 'Manish Verma', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000051', 'sandeep.chauhan51@mistri.test', 'Sandeep Chauhan', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000052', 'vikas.gupta52@mistri.test', 'Vikas Gupta', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000053', 'pankaj.yadav53@mistri.test', 'Pankaj Yadav', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000054', 'venkatesh.naidu54@mistri.test', 'Venkatesh Naidu', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000055', 'ramesh.reddy55@mistri.test', 'Ramesh Reddy', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000056', 'praveen.rao56@mistri.test', 'Praveen Rao', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000057', 'naresh.khan57@mistri.test', 'Naresh Khan', 'Electrician');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000058', 'imran.goud58@mistri.test', 'Imran Goud', 'Plumber');
select pg_temp.seed_account('a0000000-0000-4000-8000-000000000059', 'srinivas.chary59@mistri.test', 'Srinivas Chary', 'Electrician');

insert into public."service-providers" (uuid, first_name, last_name, email, phonenumber, job, location, latitude, longitude)
values
  ('d0000000-0000-4000-8000-000000000001', 'Rajan', 'Pillai', 'electrician@mistri.test', '+919847011111', 'Electrician', 'Banerji Road, Kochi', 9.9816, 76.279),
  ('d0000000-0000-4000-8000-000000000002', 'Joseph', 'Kurian', 'plumber@mistri.test', '+919847022222', 'Plumber', 'Kaloor Road, Kochi', 9.993, 76.2998),
  ('a0000000-0000-4000-8000-000000000001', 'Tomy', 'George', 'tomy.george1@mistri.test', '+918860339224', 'Electrician', 'MG Road, Kochi', 9.924137, 76.332287),
  ('a0000000-0000-4000-8000-000000000002', 'Sreejith', 'Menon', 'sreejith.menon2@mistri.test', '+918566976480', 'Plumber', 'Marine Drive, Kochi', 9.998999, 76.233782),
  ('a0000000-0000-4000-8000-000000000003', 'Jijo', 'Francis', 'jijo.francis3@mistri.test', '+917787677179', 'Electrician', 'Banerji Road, Kochi', 9.95436, 76.251961),
  ('a0000000-0000-4000-8000-000000000004', 'Nithin', 'Mathew', 'nithin.mathew4@mistri.test', '+916617541243', 'Plumber', 'Kaloor Road, Kochi', 9.991306, 76.22355),
  ('a0000000-0000-4000-8000-000000000005', 'Shibu', 'Kurian', 'shibu.kurian5@mistri.test', '+918745078269', 'Electrician', 'Palarivattom Road, Kochi', 9.932566, 76.26727),
  ('a0000000-0000-4000-8000-000000000006', 'Arun', 'Thomas', 'arun.thomas6@mistri.test', '+919371516439', 'Plumber', 'Edappally Road, Kochi', 9.913279, 76.265191),
  ('a0000000-0000-4000-8000-000000000007', 'Sajeev', 'Raj', 'sajeev.raj7@mistri.test', '+916932979917', 'Electrician', 'Vyttila Road, Kochi', 10.005251, 76.291551),
  ('a0000000-0000-4000-8000-000000000008', 'Anoop', 'Paul', 'anoop.paul8@mistri.test', '+918404710480', 'Plumber', 'Kadavanthra Road, Kochi', 9.916163, 76.244742),
  ('a0000000-0000-4000-8000-000000000009', 'Ajith', 'Kumar', 'ajith.kumar9@mistri.test', '+917003633288', 'Electrician', 'Panampilly Nagar Road, Kochi', 10.027855, 76.306697),
  ('a0000000-0000-4000-8000-000000000010', 'Basil', 'Nair', 'basil.nair10@mistri.test', '+918428181899', 'Plumber', 'Chittoor Road, Kochi', 9.948998, 76.347335),
  ('a0000000-0000-4000-8000-000000000011', 'Biju', 'Varghese', 'biju.varghese11@mistri.test', '+918538783346', 'Electrician', 'Thevara Road, Kochi', 10.039595, 76.271534),
  ('a0000000-0000-4000-8000-000000000012', 'Vishnu', 'Antony', 'vishnu.antony12@mistri.test', '+917092343543', 'Plumber', 'Kacheripady Road, Kochi', 10.023051, 76.329874),
  ('a0000000-0000-4000-8000-000000000013', 'Sunil', 'Das', 'sunil.das13@mistri.test', '+918090283685', 'Electrician', 'MG Road, Kochi', 9.923678, 76.32588),
  ('a0000000-0000-4000-8000-000000000014', 'Deepak', 'Joseph', 'deepak.joseph14@mistri.test', '+919185385440', 'Plumber', 'Marine Drive, Kochi', 9.89569, 76.211473),
  ('a0000000-0000-4000-8000-000000000015', 'Rajesh', 'Pillai', 'rajesh.pillai15@mistri.test', '+919704795611', 'Electrician', 'Banerji Road, Kochi', 9.872572, 76.260049),
  ('a0000000-0000-4000-8000-000000000016', 'Manoj', 'Jose', 'manoj.jose16@mistri.test', '+919207538816', 'Plumber', 'Kaloor Road, Kochi', 10.02186, 76.340831),
  ('a0000000-0000-4000-8000-000000000017', 'Vineeth', 'Pillai', 'vineeth.pillai17@mistri.test', '+917873956479', 'Electrician', 'MG Road, Thiruvananthapuram', 8.507042, 76.999304),
  ('a0000000-0000-4000-8000-000000000018', 'Suresh', 'Krishnan', 'suresh.krishnan18@mistri.test', '+919235443347', 'Plumber', 'Kowdiar Road, Thiruvananthapuram', 8.406757, 76.950318),
  ('a0000000-0000-4000-8000-000000000019', 'Pradeep', 'Warrier', 'pradeep.warrier19@mistri.test', '+917210875834', 'Electrician', 'Pattom Road, Thiruvananthapuram', 8.61602, 76.938545),
  ('a0000000-0000-4000-8000-000000000020', 'Ratheesh', 'Mohan', 'ratheesh.mohan20@mistri.test', '+918617320721', 'Plumber', 'Vazhuthacaud Road, Thiruvananthapuram', 8.526407, 76.829687),
  ('a0000000-0000-4000-8000-000000000021', 'Harikrishnan', 'Nair', 'harikrishnan.nair21@mistri.test', '+917785533164', 'Electrician', 'Kesavadasapuram Road, Thiruvananthapuram', 8.525535, 76.856668),
  ('a0000000-0000-4000-8000-000000000022', 'Anil', 'Kumar', 'anil.kumar22@mistri.test', '+917606257689', 'Plumber', 'MG Road, Thiruvananthapuram', 8.585577, 76.919694),
  ('a0000000-0000-4000-8000-000000000023', 'Jaleel', 'Haji', 'jaleel.haji23@mistri.test', '+919814072891', 'Electrician', 'Mavoor Road, Kozhikode', 11.367241, 75.729146),
  ('a0000000-0000-4000-8000-000000000024', 'Shameer', 'Koya', 'shameer.koya24@mistri.test', '+919649822080', 'Plumber', 'SM Street, Kozhikode', 11.240029, 75.813458),
  ('a0000000-0000-4000-8000-000000000025', 'Nizar', 'Rahman', 'nizar.rahman25@mistri.test', '+919526700205', 'Electrician', 'Beach Road, Kozhikode', 11.187946, 75.790464),
  ('a0000000-0000-4000-8000-000000000026', 'Muhammed', 'Menon', 'muhammed.menon26@mistri.test', '+917025860307', 'Plumber', 'Kallai Road, Kozhikode', 11.193796, 75.808711),
  ('a0000000-0000-4000-8000-000000000027', 'Rahul', 'Basheer', 'rahul.basheer27@mistri.test', '+916114743819', 'Electrician', 'Wayanad Road, Kozhikode', 11.270975, 75.906314),
  ('a0000000-0000-4000-8000-000000000028', 'Faisal', 'Ali', 'faisal.ali28@mistri.test', '+919112478753', 'Plumber', 'Mavoor Road, Kozhikode', 11.174894, 75.701259),
  ('a0000000-0000-4000-8000-000000000029', 'Manjunath', 'Patil', 'manjunath.patil29@mistri.test', '+919389778034', 'Electrician', 'Brigade Road, Bengaluru', 12.972619, 77.665623),
  ('a0000000-0000-4000-8000-000000000030', 'Prakash', 'Reddy', 'prakash.reddy30@mistri.test', '+919975330522', 'Plumber', 'Indiranagar 100 Feet Road, Bengaluru', 12.966528, 77.611389),
  ('a0000000-0000-4000-8000-000000000031', 'Kiran', 'Murthy', 'kiran.murthy31@mistri.test', '+917069203964', 'Electrician', 'Koramangala 80 Feet Road, Bengaluru', 13.005325, 77.608451),
  ('a0000000-0000-4000-8000-000000000032', 'Naveen', 'Gowda', 'naveen.gowda32@mistri.test', '+919662904103', 'Plumber', 'Jayanagar 4th Block Road, Bengaluru', 12.969208, 77.698735),
  ('a0000000-0000-4000-8000-000000000033', 'Girish', 'Hegde', 'girish.hegde33@mistri.test', '+916201343962', 'Electrician', 'Malleshwaram Sampige Road, Bengaluru', 12.879328, 77.613113),
  ('a0000000-0000-4000-8000-000000000034', 'Ravi', 'Rao', 'ravi.rao34@mistri.test', '+916750641075', 'Plumber', 'Whitefield Main Road, Bengaluru', 12.884912, 77.544038),
  ('a0000000-0000-4000-8000-000000000035', 'Basavaraj', 'Shetty', 'basavaraj.shetty35@mistri.test', '+917409636580', 'Electrician', 'Brigade Road, Bengaluru', 12.967367, 77.524029),
  ('a0000000-0000-4000-8000-000000000036', 'Saravanan', 'Pandian', 'saravanan.pandian36@mistri.test', '+918084554579', 'Plumber', 'Anna Salai, Chennai', 13.110616, 80.308554),
  ('a0000000-0000-4000-8000-000000000037', 'Senthil', 'Subramanian', 'senthil.subramanian37@mistri.test', '+919949117330', 'Electrician', 'T Nagar Usman Road, Chennai', 13.147287, 80.331144),
  ('a0000000-0000-4000-8000-000000000038', 'Balaji', 'Natarajan', 'balaji.natarajan38@mistri.test', '+917655675466', 'Plumber', 'Adyar LB Road, Chennai', 13.055644, 80.229787),
  ('a0000000-0000-4000-8000-000000000039', 'Murugan', 'Iyer', 'murugan.iyer39@mistri.test', '+917020187526', 'Electrician', 'Velachery Main Road, Chennai', 13.019226, 80.36914),
  ('a0000000-0000-4000-8000-000000000040', 'Karthik', 'Raman', 'karthik.raman40@mistri.test', '+918788823916', 'Plumber', 'Mylapore RK Mutt Road, Chennai', 13.083963, 80.397989),
  ('a0000000-0000-4000-8000-000000000041', 'Arjun', 'Velu', 'arjun.velu41@mistri.test', '+918695461485', 'Electrician', 'Anna Salai, Chennai', 13.168408, 80.304066),
  ('a0000000-0000-4000-8000-000000000042', 'Sachin', 'Jadhav', 'sachin.jadhav42@mistri.test', '+917191903823', 'Plumber', 'Linking Road, Mumbai', 19.054372, 73.004269),
  ('a0000000-0000-4000-8000-000000000043', 'Ganesh', 'Pawar', 'ganesh.pawar43@mistri.test', '+919574950840', 'Electrician', 'SV Road, Mumbai', 18.984528, 72.932344),
  ('a0000000-0000-4000-8000-000000000044', 'Amol', 'Patil', 'amol.patil44@mistri.test', '+919282737974', 'Plumber', 'LBS Marg, Mumbai', 19.135176, 72.834312),
  ('a0000000-0000-4000-8000-000000000045', 'Santosh', 'Shinde', 'santosh.shinde45@mistri.test', '+916306245056', 'Electrician', 'Hill Road, Mumbai', 19.195304, 72.857166),
  ('a0000000-0000-4000-8000-000000000046', 'Mahesh', 'Deshmukh', 'mahesh.deshmukh46@mistri.test', '+916864815890', 'Plumber', 'Marine Drive, Mumbai', 19.045187, 72.892968),
  ('a0000000-0000-4000-8000-000000000047', 'Rohit', 'Kulkarni', 'rohit.kulkarni47@mistri.test', '+918532892041', 'Electrician', 'Linking Road, Mumbai', 19.088375, 72.990281),
  ('a0000000-0000-4000-8000-000000000048', 'Amit', 'Sharma', 'amit.sharma48@mistri.test', '+919926566965', 'Plumber', 'Janpath, Delhi', 28.63794, 77.216327),
  ('a0000000-0000-4000-8000-000000000049', 'Rakesh', 'Singh', 'rakesh.singh49@mistri.test', '+916234844455', 'Electrician', 'Lajpat Nagar Ring Road, Delhi', 28.542819, 77.252988),
  ('a0000000-0000-4000-8000-000000000050', 'Manish', 'Verma', 'manish.verma50@mistri.test', '+919785601692', 'Plumber', 'Karol Bagh Ajmal Khan Road, Delhi', 28.603087, 77.127203),
  ('a0000000-0000-4000-8000-000000000051', 'Sandeep', 'Chauhan', 'sandeep.chauhan51@mistri.test', '+919194512706', 'Electrician', 'Saket Press Enclave Road, Delhi', 28.553736, 77.195751),
  ('a0000000-0000-4000-8000-000000000052', 'Vikas', 'Gupta', 'vikas.gupta52@mistri.test', '+917216720713', 'Plumber', 'Dwarka Sector 10 Road, Delhi', 28.55783, 77.24029),
  ('a0000000-0000-4000-8000-000000000053', 'Pankaj', 'Yadav', 'pankaj.yadav53@mistri.test', '+919461567752', 'Electrician', 'Janpath, Delhi', 28.636712, 77.234132),
  ('a0000000-0000-4000-8000-000000000054', 'Venkatesh', 'Naidu', 'venkatesh.naidu54@mistri.test', '+919301017855', 'Plumber', 'Banjara Hills Road No 12, Hyderabad', 17.503036, 78.471726),
  ('a0000000-0000-4000-8000-000000000055', 'Ramesh', 'Reddy', 'ramesh.reddy55@mistri.test', '+918927114701', 'Electrician', 'Jubilee Hills Road No 36, Hyderabad', 17.29999, 78.462045),
  ('a0000000-0000-4000-8000-000000000056', 'Praveen', 'Rao', 'praveen.rao56@mistri.test', '+917115826584', 'Plumber', 'Ameerpet Road, Hyderabad', 17.440457, 78.384526),
  ('a0000000-0000-4000-8000-000000000057', 'Naresh', 'Khan', 'naresh.khan57@mistri.test', '+916972529895', 'Electrician', 'Kukatpally Main Road, Hyderabad', 17.447191, 78.420577),
  ('a0000000-0000-4000-8000-000000000058', 'Imran', 'Goud', 'imran.goud58@mistri.test', '+918716100068', 'Plumber', 'Begumpet Road, Hyderabad', 17.345266, 78.437951),
  ('a0000000-0000-4000-8000-000000000059', 'Srinivas', 'Chary', 'srinivas.chary59@mistri.test', '+919441228834', 'Electrician', 'Banjara Hills Road No 12, Hyderabad', 17.347099, 78.604175);

-- == reviews (issue 9) ==
-- Reviewer customers (password Demo1234 like every seeded account), each with accepted
-- connections to the providers they reviewed; about 150 reviews, mostly 4-5 stars, some with the
-- provider's reply. Some providers have none ("New on Mistri"). The demo customer has one accepted
-- connection, with the demo electrician, that it has not reviewed yet.
create temporary table seed_reviewer (n int primary key, id uuid, first_name text, last_name text, city text);
insert into seed_reviewer (n, id, first_name, last_name, city)
select n, ('e0000000-0000-4000-8000-0000000000' || lpad(n::text, 2, '0'))::uuid, f, l, c
from unnest(
  array['Anjali','Rohan','Meera','Vivek','Lakshmi','Arjun','Divya','Sanjay','Kavya','Rahul','Priya','Abdul',
        'Neha','Thomas','Fathima','Karthik','Sneha','Manoj','Reshma','Aditya','Gayathri','Imran','Pooja','Suresh'],
  array['Nair','Gupta','Krishnan','Menon','Iyer','Reddy','Pillai','Verma','Rao','Joshi','Varghese','Rahman',
        'Kapoor','Mathew','Beevi','Subramanian','Patil','Kumar','Hameed','Singh','Warrier','Sheikh','Deshpande','Babu'],
  array['Kochi','Delhi','Chennai','Kochi','Chennai','Hyderabad','Kochi','Delhi','Bengaluru','Mumbai','Kochi','Kozhikode',
        'Delhi','Thiruvananthapuram','Kozhikode','Chennai','Mumbai','Bengaluru','Kochi','Delhi','Thiruvananthapuram','Hyderabad','Mumbai','Kochi']
) with ordinality as t(f, l, c, n);

select pg_temp.seed_account(r.id, lower(r.first_name || '.' || r.last_name) || r.n || '@mistri.test', r.first_name || ' ' || r.last_name)
from seed_reviewer r order by r.n;

insert into public.users (uuid, first_name, last_name, phonenumber, email, location)
select r.id, r.first_name, r.last_name, '+9194470' || lpad((10000 + r.n * 37)::text, 5, '0'),
       lower(r.first_name || '.' || r.last_name) || r.n || '@mistri.test', r.city
from seed_reviewer r;

-- How many reviews each provider gets: 0 for every ninth ("New on Mistri"), else 1-6; the demo
-- electrician 9 (and a 4.2 average) and the demo plumber 4.
create temporary table seed_review_plan as
select p.uuid as provider, p.first_name || ' ' || p.last_name as spname, p.i,
       case
         when p.uuid = 'd0000000-0000-4000-8000-000000000001' then 9
         when p.uuid = 'd0000000-0000-4000-8000-000000000002' then 4
         when p.i % 9 = 4 then 0
         else (p.i * 5) % 4 + 1
       end as how_many
from (select sp.*, row_number() over (order by sp.uuid)::int as i from public."service-providers" sp) p;

create temporary table seed_review as
select plan.provider, plan.spname, r.id as customer, r.first_name || ' ' || r.last_name as username,
       case when plan.spname = 'Rajan Pillai' then (k * 23) % 95 else (plan.i * 31 + k * 17) % 100 end as luck, plan.i * 10 + k as seq,
       now() - make_interval(days => ((plan.i * 13 + k * 29) % 170) + 2, hours => (plan.i + k * 5) % 24) as written_at
from seed_review_plan plan
cross join lateral generate_series(0, plan.how_many - 1) k
join seed_reviewer r on r.n = ((plan.i * 5 + k * 7) % 24) + 1;

insert into public.messages ("from", "to", is_chat, username, spname, created_at, requested_at, answered_at)
select s.customer, s.provider, true, s.username, s.spname, s.written_at - interval '3 days',
       s.written_at - interval '3 days',
       -- Answer times in keeping with the response times of the requests block (issue 10).
       s.written_at - interval '3 days' + make_interval(mins => case s.provider
         when 'd0000000-0000-4000-8000-000000000001' then 15
         when 'd0000000-0000-4000-8000-000000000002' then 70
         else (s.seq * 7) % 50 + 5
       end)
from seed_review s;

insert into public.reviews (message_id, provider, customer, rating, body, reply, created_at, updated_at, replied_at)
select m.message_id, s.provider, s.customer, v.rating,
       case v.rating
         when 5 then (array[
           'Came on time and fixed everything in one visit. Very neat work, highly recommend.',
           'Excellent service. Explained the problem clearly and the charges were fair.',
           'Super fast! Called in the morning, work done by lunch. Nalla pani.',
           'Very polite and careful inside the house. Cleaned up after the work also.',
           'Best technician we have had in years. Will call again for sure.',
           'Bahut accha kaam kiya. Problem solved in one go.',
           '',
           'Replaced the old wiring in the kitchen without any mess. Thank you!',
           'Honest person, told us what was not needed instead of selling parts.',
           'Came even on a Sunday for an emergency leak. Lifesaver.'
         ])[s.seq % 10 + 1]
         when 4 then (array[
           'Good work overall, came about half an hour late but informed in advance.',
           'Did the job properly. Slightly costly but quality is good.',
           'Knows his work well. Had to come back once more to finish, but no extra charge.',
           '',
           'Theek hai, work was fine and he was friendly.',
           'Good and reliable. Fixed the motor issue quickly.'
         ])[s.seq % 6 + 1]
         when 3 then (array[
           'Work is okay but took two visits to sort out the problem.',
           'Average. Job done, but left some mess behind.',
           'Fair work, but the price was more than what was told on phone.'
         ])[s.seq % 3 + 1]
         when 2 then (array[
           'Came very late and the tap started leaking again after a week.',
           'Not happy, had to call many times before he came.'
         ])[s.seq % 2 + 1]
         else 'Did not fix the issue and stopped picking up the phone. Very disappointed.'
       end,
       case when s.seq % 4 = 1 then
         case when v.rating >= 4 then (array[
           'Thank you so much! Happy to help anytime.',
           'Thanks for the kind words, sir. Call me whenever you need.',
           'Nanni! Glad everything is working fine now.'
         ])[s.seq % 3 + 1]
         else 'Sorry for the trouble. I will come and check again at no cost, please message me.'
         end
       end,
       s.written_at, s.written_at,
       case when s.seq % 4 = 1 then s.written_at + interval '1 day' end
from seed_review s
join public.messages m on m."from" = s.customer and m."to" = s.provider
cross join lateral (
  select case when s.luck < 55 then 5 when s.luck < 80 then 4 when s.luck < 90 then 3 when s.luck < 96 then 2 else 1 end as rating
) v
order by s.written_at;

-- The demo customer's accepted connection with the demo electrician, not reviewed yet.
insert into public.messages ("from", "to", is_chat, username, spname, created_at, requested_at, answered_at)
values ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', true,
        'Asha Menon', 'Rajan Pillai', now() - interval '2 days', now() - interval '2 days',
        now() - interval '2 days' + interval '15 minutes');

-- Reviews come from conversations (issue 22): every reviewed connection, and the demo customer's
-- unreviewed one, has a message from each side soon after it was accepted, long since read.
insert into public.chat_messages (message_id, sender, body, created_at, read_at)
select m.message_id, x.sender, x.body, m.answered_at + x.after, m.answered_at + x.after + interval '20 minutes'
from public.messages m
cross join lateral (values
  (m."from", 'Hello, can you come and take a look today?', interval '5 minutes'),
  (m."to", 'Yes, I can come this afternoon. I will call before I leave.', interval '15 minutes')
) as x(sender, body, after)
where m.is_chat
  and (m."from" in (select r.id from seed_reviewer r)
       or (m."from", m."to") = ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001'))
order by m.message_id, x.after;

update public.notifications n
set read_at = c.read_at
from public.chat_messages c
where n.kind = 'new_message' and n.message_id = c.message_id and n.read_at is null;

drop table seed_review, seed_review_plan, seed_reviewer;
-- == end reviews (issue 9) ==

-- == requests, availability and response times (issue 10) ==
-- Providers in each availability; the demo customer's requests in every status with other
-- providers (the demo customer ↔ demo electrician pair belongs to the reviews block); pending
-- requests to the demo electrician from other customers; answered requests with realistic answer
-- times, so "Usually responds within …" shows. Rows are written as the seed (no signed-in user),
-- so the status machine keeps the given timestamps and the notification triggers run as usual.
update public."service-providers" set availability = 'busy', availability_updated_at = now() - interval '2 hours'
where uuid in ('a0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000010',
               'a0000000-0000-4000-8000-000000000029', 'a0000000-0000-4000-8000-000000000042');
update public."service-providers" set availability = 'away', availability_updated_at = now() - interval '3 days'
where uuid in ('a0000000-0000-4000-8000-000000000008', 'a0000000-0000-4000-8000-000000000013',
               'a0000000-0000-4000-8000-000000000036', 'a0000000-0000-4000-8000-000000000048');

select pg_temp.seed_account('c0000000-0000-4000-8000-000000000002', 'meera.nair@mistri.test', 'Meera Nair');
select pg_temp.seed_account('c0000000-0000-4000-8000-000000000003', 'rahul.das@mistri.test', 'Rahul Das');
select pg_temp.seed_account('c0000000-0000-4000-8000-000000000004', 'fathima.beevi@mistri.test', 'Fathima Beevi');
select pg_temp.seed_account('c0000000-0000-4000-8000-000000000005', 'george.kutty@mistri.test', 'George Kutty');
select pg_temp.seed_account('c0000000-0000-4000-8000-000000000006', 'lakshmi.iyer@mistri.test', 'Lakshmi Iyer');
insert into public.users (uuid, first_name, last_name, phonenumber, email, location, latitude, longitude)
values
  ('c0000000-0000-4000-8000-000000000002', 'Meera', 'Nair', '+919846023456', 'meera.nair@mistri.test', 'Kadavanthra, Kochi', 9.9656, 76.2996),
  ('c0000000-0000-4000-8000-000000000003', 'Rahul', 'Das', '+919846034567', 'rahul.das@mistri.test', 'Edappally, Kochi', 10.0261, 76.3086),
  ('c0000000-0000-4000-8000-000000000004', 'Fathima', 'Beevi', '+919846045678', 'fathima.beevi@mistri.test', 'Fort Kochi, Kochi', 9.9658, 76.2421),
  ('c0000000-0000-4000-8000-000000000005', 'George', 'Kutty', '+919846056789', 'george.kutty@mistri.test', 'Vyttila, Kochi', 9.9689, 76.3214),
  ('c0000000-0000-4000-8000-000000000006', 'Lakshmi', 'Iyer', '+919846067890', 'lakshmi.iyer@mistri.test', 'Kaloor, Kochi', 9.9980, 76.2930);

insert into public.messages ("from", "to", status, decline_reason, requested_at, answered_at, username, spname)
values
  -- The demo customer, one request in each status.
  ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'pending', null,
   now() - interval '2 hours', null, 'Asha', 'Joseph Kurian'),
  ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002', 'accepted', null,
   now() - interval '3 days', now() - interval '3 days' + interval '12 minutes', 'Asha', 'Sreejith Menon'),
  ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'declined', 'Fully booked',
   now() - interval '5 hours', now() - interval '5 hours' + interval '35 minutes', 'Asha', 'Tomy George'),
  ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000004', 'cancelled', null,
   now() - interval '2 days', null, 'Asha', 'Nithin Mathew'),
  -- Unanswered for 30 hours: read as expired.
  ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000006', 'pending', null,
   now() - interval '30 hours', null, 'Asha', 'Arun Thomas'),
  -- Waiting for the demo electrician.
  ('c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000001', 'pending', null,
   now() - interval '20 minutes', null, 'Meera', 'Rajan Pillai'),
  ('c0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000001', 'pending', null,
   now() - interval '3 hours', null, 'Rahul', 'Rajan Pillai'),
  -- Answered: the demo electrician (8, 15 and 25 min: usually within 15 min).
  ('c0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000001', 'accepted', null,
   now() - interval '6 days', now() - interval '6 days' + interval '8 minutes', 'Fathima', 'Rajan Pillai'),
  ('c0000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000001', 'declined', 'Too far',
   now() - interval '9 days', now() - interval '9 days' + interval '15 minutes', 'George', 'Rajan Pillai'),
  ('c0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000001', 'accepted', null,
   now() - interval '20 days', now() - interval '20 days' + interval '25 minutes', 'Lakshmi', 'Rajan Pillai'),
  -- The demo plumber (40 min, 1 h 10, 2 h: usually within 2 hours).
  ('c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002', 'accepted', null,
   now() - interval '4 days', now() - interval '4 days' + interval '40 minutes', 'Meera', 'Joseph Kurian'),
  ('c0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000002', 'declined', 'Not my kind of work',
   now() - interval '12 days', now() - interval '12 days' + interval '70 minutes', 'Rahul', 'Joseph Kurian'),
  ('c0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000002', 'accepted', null,
   now() - interval '30 days', now() - interval '30 days' + interval '2 hours', 'Fathima', 'Joseph Kurian'),
  -- Kochi electricians near the demo customer, so "Try these instead" shows response times.
  ('c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003', 'accepted', null,
   now() - interval '2 days', now() - interval '2 days' + interval '5 minutes', 'Meera', 'Jijo Francis'),
  ('c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', 'accepted', null,
   now() - interval '8 days', now() - interval '8 days' + interval '9 minutes', 'Rahul', 'Jijo Francis'),
  ('c0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000003', 'declined', 'Fully booked',
   now() - interval '15 days', now() - interval '15 days' + interval '18 minutes', 'George', 'Jijo Francis'),
  ('c0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000015', 'accepted', null,
   now() - interval '3 days', now() - interval '3 days' + interval '45 minutes', 'Fathima', 'Rajesh Pillai'),
  ('c0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000015', 'accepted', null,
   now() - interval '10 days', now() - interval '10 days' + interval '50 minutes', 'George', 'Rajesh Pillai'),
  ('c0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000015', 'declined', 'Too far',
   now() - interval '25 days', now() - interval '25 days' + interval '1 hour 30 minutes', 'Lakshmi', 'Rajesh Pillai');

-- The notices the triggers just wrote carry the time of the event they tell about.
update public.notifications n
set created_at = case when n.kind = 'new_request' then m.requested_at else coalesce(m.answered_at, m.requested_at) end
from public.messages m
where n.message_id = m.message_id;

-- == prices up front (issue 27) ==
-- Visiting charges as Kerala and metro electricians and plumbers ask them (₹100–₹350; every tenth
-- a free inspection); every seventh provider has not set one, so the directory shows both. The
-- demo electrician and plumber and a few others have a rate card.
update public."service-providers" sp
set visiting_charge = case
      when p.i % 7 = 3 then null
      when p.i % 10 = 6 then 0
      else (array[100, 150, 150, 200, 200, 250, 300, 350])[p.i % 8 + 1]
    end
from (select s.uuid, row_number() over (order by s.uuid)::int as i from public."service-providers" s) p
where sp.uuid = p.uuid;

update public."service-providers" set visiting_charge = 200, rate_card = '[
  {"label": "Ceiling fan installation", "min": 250, "max": 400},
  {"label": "Switchboard repair", "min": 150, "max": 300},
  {"label": "Tube light or LED batten fitting", "min": 150, "max": null},
  {"label": "Inverter installation", "min": 800, "max": 1500},
  {"label": "MCB or distribution board replacement", "min": 1200, "max": 2500},
  {"label": "Full house rewiring (2 BHK)", "min": 45000, "max": 125000}
]'::jsonb
where uuid = 'd0000000-0000-4000-8000-000000000001';

update public."service-providers" set visiting_charge = 150, rate_card = '[
  {"label": "Tap or mixer replacement", "min": 200, "max": 350},
  {"label": "Blocked drain clearing", "min": 300, "max": 800},
  {"label": "Western toilet installation", "min": 1500, "max": 2500},
  {"label": "Water tank cleaning (1000 L)", "min": 600, "max": null},
  {"label": "Geyser installation", "min": 500, "max": 900}
]'::jsonb
where uuid = 'd0000000-0000-4000-8000-000000000002';

update public."service-providers" set visiting_charge = 0, rate_card = '[
  {"label": "Ceiling fan installation", "min": 300, "max": null},
  {"label": "Doorbell fitting", "min": 150, "max": 250},
  {"label": "Earthing check and repair", "min": 500, "max": 1200}
]'::jsonb
where uuid = 'a0000000-0000-4000-8000-000000000001';

update public."service-providers" set visiting_charge = 250, rate_card = '[
  {"label": "Washbasin installation", "min": 800, "max": 1200},
  {"label": "Pipe leak repair", "min": 250, "max": 600},
  {"label": "Motor pump repair", "min": 700, "max": 1800}
]'::jsonb
where uuid = 'a0000000-0000-4000-8000-000000000002';

update public."service-providers" set visiting_charge = 300, rate_card = '[
  {"label": "AC power point installation", "min": 600, "max": 900},
  {"label": "Switchboard repair", "min": 200, "max": 400}
]'::jsonb
where uuid = 'a0000000-0000-4000-8000-000000000029';
-- == end prices up front (issue 27) ==

-- == admin (issue 28) ==
-- The demo admin: role 'admin' in app_metadata (set here with the database's rights, never by
-- the person). The console at /admin also needs a second factor: the admin adds an authenticator
-- app in preferences and signs in with its code.
select pg_temp.seed_account('f0000000-0000-4000-8000-000000000001', 'admin@mistri.test', 'Mistri Admin');
update auth.users
set raw_app_meta_data = raw_app_meta_data || '{"role": "admin"}'::jsonb
where id = 'f0000000-0000-4000-8000-000000000001';
insert into public.users (uuid, first_name, last_name, phonenumber, email, location, latitude, longitude)
values ('f0000000-0000-4000-8000-000000000001', 'Mistri', 'Admin', '+919846000000', 'admin@mistri.test', 'MG Road, Kochi', 9.9674, 76.2858);
-- == end admin (issue 28) ==
