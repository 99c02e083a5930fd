-- The bench data set, deterministic (setseed) for a given bench.year and bench.scale (1 unless
-- `npm run bench -- --scale N`): at scale 1, twenty departments of 5 to 199 people (1,999
-- employees and the administrator), five years (bench.year - 4 to bench.year) of holiday requests
-- in every status (about 40,000: four a person a year, each on its own dates, length, half days
-- and status; a fifth of them of four other leave types, issue 33), one user with 500 requests in bench.year, 10,000 sickness logs with reasons and
-- 10,000 appointments; at scale N, N times each (the departments' copies named "Production 2"
-- and so on), the heavy user and the administrator once. Loaded into an empty migrated database
-- by bench/seed.ts, which sets bench.year and bench.scale.
--
-- Each random value is drawn per row: a lateral subquery that names none of its outer row's
-- columns is evaluated once and reused (PostgreSQL's Memoize), which gave every employee the
-- same dates in a slot (issue 32), so every draw below names the row it is for.

select setseed(0.42);

-- Twenty departments of realistic sizes (Production's 199 the one the per-department rows read),
-- copied once per scale.
create temporary table bench_department_size (name text, size int, position int) on commit drop;
insert into bench_department_size
select d.name, d.size, d.position::int
from unnest(
  array['Production', 'Warehouse', 'Engineers', 'Floor', 'Process', 'Assembly', 'Packing',
    'Dispatch', 'Maintenance', 'QC', 'Logistics', 'Cleaning', 'Office', 'Sales', 'Purchasing',
    'Finance', 'IT', 'HR', 'G3', 'Directors'],
  array[199, 200, 190, 180, 170, 150, 130, 120, 110, 100, 90, 80, 70, 60, 50, 40, 30, 20, 5, 5]
) with ordinality as d(name, size, position);

insert into public.departments (name)
select case when c = 1 then s.name else s.name || ' ' || c end
from generate_series(1, current_setting('bench.scale')::int) c
cross join bench_department_size s
order by c, s.position;

insert into public.users (id, first_name, last_name, email, role, department_id, start_date)
values ('00000000-0000-4000-8000-000000000001', 'Ada', 'Admin', 'admin@example.com',
  'global_admin', (select id from public.departments where name = 'Directors'), '2022-01-01');

insert into public.users (first_name, last_name, email, department_id, start_date,
  total_vacation_hours)
select f.name, l.name, lower(f.name || '.' || l.name || '.' || m.n || '@bench.test'),
  m.department_id, make_date(current_setting('bench.year')::int - 5 + (m.n % 5)::int, 1 + (m.n % 12)::int, 1),
  (array[160, 160, 160, 200, 240])[1 + m.n % 5]
from (
  select d.id as department_id, row_number() over (order by d.id, k) as n
  from public.departments d
  join bench_department_size s on d.name = s.name or d.name like s.name || ' %'
  cross join generate_series(1, s.size) k
) m
cross join lateral (select (array['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Noah',
  'Mia', 'Jack', 'Ivy', 'Leo', 'Lily', 'Oscar', 'Grace', 'Arthur', 'Freya', 'Muhammad', 'Emily',
  'Theo', 'Ella'])[1 + m.n % 20] as name) f
cross join lateral (select (array['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson',
  'Johnson', 'Davies', 'Patel', 'Wright', 'Robinson', 'Thompson', 'Evans', 'Walker', 'White',
  'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke'])[1 + (m.n / 20) % 21] as name) l;

-- One long-serving user with 500 earlier requests (below), for the create-request row at that
-- depth.
insert into public.users (first_name, last_name, email, department_id, start_date,
  total_vacation_hours)
values ('Henry', 'Heavy', 'heavy@bench.test', (select id from public.departments where name = 'QC'),
  '2012-01-02', 10000);

insert into private.credentials (user_id, password_hash)
select u.id, h.hash from public.users u
cross join (select extensions.crypt('password', extensions.gen_salt('bf', 10)) as hash) h;

-- Five leave types in use (issue 33): four ready-made types turned on beside Holiday.
update public.leave_types set active = true
where kind in ('unpaid', 'compassionate', 'dependants', 'study');

-- Four requests a person a year, each in its own thirteen-week slot, so none overlap (the heavy
-- user's are below): its start, length (1 to 5 days), half days and status drawn for that
-- person, year and slot; a fifth of them of one of the four other leave types (by the same
-- draw's hundredths), the rest Holidays.
insert into public.holiday_requests
  (user_id, start_date, end_date, start_day_type, end_day_type, status, deny_reason, created_at,
   leave_type_id)
select u.id, r.start_date, r.start_date + r.length,
  case when r.roll < 0.15 then 'afternoon'::public.day_type else 'full' end,
  case when r.roll > 0.85 then 'morning'::public.day_type else 'full' end,
  r.status,
  case when r.status = 'rejected' then 'Too many people off in the department that week' end,
  r.start_date - (7 + (r.roll * 40)::int) + time '09:30',
  case when floor(r.roll * 100)::int % 5 = 0
    then ty.ids[floor(r.roll * 100)::int / 5 % 4 + 1] else 1 end
from (
  select array_agg(t.id order by t.kind) as ids from public.leave_types t
  where t.kind in ('unpaid', 'compassionate', 'dependants', 'study')
) ty
cross join public.users u
cross join generate_series(current_setting('bench.year')::int - 4,
  current_setting('bench.year')::int) y
cross join generate_series(0, 3) k
cross join lateral (
  select make_date(y, 1, 5) + (k * 91 + (random() * 80)::int) as start_date,
    (random() * 4)::int as length, random() as roll, random() as pick
  where u.id is not null
) p
cross join lateral (
  select p.start_date, p.length, p.roll,
    case
      when p.pick < 0.60 then 'accepted'::public.request_status
      when p.pick < 0.70 then 'pending'
      when p.pick < 0.80 then 'rejected'
      when p.pick < 0.90 then 'cancelled'
      else 'cancel_requested'
    end as status
) r
where u.role = 'employee' and u.email <> 'heavy@bench.test';

-- The heavy user's 500 requests, all in bench.year so that the balance check (the year's
-- requests) and the overlap check (the user's live periods) of a new request that year meet
-- them. One a half day, over the year's working half days (Mon-Thu, no bank holiday, before 24
-- December) counted back from the last: the latest 150 accepted, the others refused or
-- cancelled history (live requests cannot share a half day, and the year has about 390), so
-- the half days from January on stay free for the 220 the bench books there.
insert into public.holiday_requests
  (user_id, start_date, end_date, start_day_type, end_day_type, status, deny_reason, created_at)
with half_day as (
  select d::date as day, half, row_number() over (order by d desc, half desc) - 1 as k
  from generate_series(make_date(current_setting('bench.year')::int, 1, 1),
    make_date(current_setting('bench.year')::int, 12, 23), interval '1 day') d
  cross join unnest(array['morning', 'afternoon']::public.day_type[]) half
  where extract(isodow from d) <= 4
    and not exists (select 1 from public.bank_holidays b where b.day = d::date)
)
select u.id, h.day, h.day, h.half, h.half, r.status,
  case when r.status = 'rejected' then 'Too many people off in the department that week' end,
  least(h.day - 14 + time '09:00', now() - interval '1 day')
from public.users u
cross join generate_series(0, 499) n
join half_day h on h.k = n % (select count(*) from half_day)
cross join lateral (
  select case
    when n < 150 then 'accepted'::public.request_status
    when n % 2 = 0 then 'rejected'
    else 'cancelled'
  end as status
) r
where u.email = 'heavy@bench.test';

insert into public.sickness_logs (user_id, sick_from_date, sick_to_date, created_at)
select u.id, s.from_date, case when s.roll < 0.02 then null else s.from_date + s.length end,
  s.from_date + time '10:00'
from generate_series(1, 10000 * current_setting('bench.scale')::int) n
cross join lateral (select random() as r1, random() as r2, random() as r3, random() as roll
  where n > 0) x
cross join lateral (
  select make_date(current_setting('bench.year')::int - 4, 1, 3) + (x.r1 * 1780)::int
      as from_date,
    -- a week at most, one in twenty two to three weeks (a fit note's)
    case when x.roll > 0.95 then 8 + (x.r2 * 12)::int else (x.r2 * 6)::int end as length, x.roll,
    (1 + x.r3 * (1999 * current_setting('bench.scale')::int - 1))::int as user_rank
) s
join (select id, row_number() over (order by email) as rank from public.users
  where role = 'employee') u on u.rank = s.user_rank;

insert into public.sickness_log_reasons (log_id, reason)
select id, (array['Flu', 'Back pain', 'Migraine', 'Food poisoning', 'Covid-19', 'Stomach bug',
  'Sprained ankle', 'Dental surgery'])[1 + id % 8]
from public.sickness_logs where id % 10 <> 0;

insert into public.appointment_logs
  (user_id, event_from_date, event_to_date, start_time, end_time, reason)
select u.id, a.day, a.day, a.start_time, a.start_time + interval '90 minutes', a.reason
from generate_series(1, 10000 * current_setting('bench.scale')::int) n
cross join lateral (select random() as r1, random() as r2, random() as r3, random() as r4
  where n > 0) x
cross join lateral (
  select make_date(current_setting('bench.year')::int - 4, 1, 3) + (x.r1 * 1780)::int as day,
    time '08:00' + make_interval(mins => 30 * (x.r2 * 14)::int) as start_time,
    (array['Dentist', 'Doctor', 'Hospital appointment', 'Optician', 'School meeting'])
      [1 + (x.r3 * 4)::int] as reason,
    (1 + x.r4 * (1999 * current_setting('bench.scale')::int - 1))::int as user_rank
) a
join (select id, row_number() over (order by email) as rank from public.users
  where role = 'employee') u on u.rank = a.user_rank;
