-- Demo data for local runs: the ten departments, the three demo accounts (password
-- "password"), three dozen employees, requests in every status around today, sickness and
-- appointment logs. Applied on a new embedded database (or with SEED_DEMO=1).

-- "Today" of the demo data: the local server's LEAVE_TODAY when it was given one, else the date.
create temporary table seed_today as
select coalesce(nullif(current_setting('leave.today', true), '')::date, current_date) as today;

insert into public.departments (name) values
  ('Production'), ('Cleaning'), ('Directors'), ('Engineers'), ('Floor'),
  ('G3'), ('Office'), ('Process'), ('QC'), ('Warehouse');

insert into public.users (id, first_name, last_name, email, role, department_id, start_date)
values
  ('00000000-0000-4000-8000-000000000001', 'Ada', 'Admin', 'admin@example.com', 'global_admin',
    (select id from public.departments where name = 'Directors'), '2025-01-01'),
  ('00000000-0000-4000-8000-000000000002', 'Sam', 'Sickness', 'sickness@example.com',
    'sickness_user', (select id from public.departments where name = 'Office'), '2025-01-01'),
  ('00000000-0000-4000-8000-000000000003', 'Eve', 'Employee', 'employee@example.com', 'employee',
    (select id from public.departments where name = 'Production'), '2025-01-01');

-- Thirty-six employees spread over the departments.
insert into public.users (first_name, last_name, email, department_id, start_date)
select f.name, l.name,
  lower(f.name || '.' || l.name || '@example.com'),
  (select id from public.departments order by id offset (n % 10) limit 1),
  make_date(2025 + (n % 2), 1 + (n % 12), 1)
from generate_series(0, 35) n
cross join lateral (
  select (array['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Noah', 'Mia', 'Jack',
    'Ivy', 'Leo', 'Lily'])[1 + n % 12] as name
) f
cross join lateral (
  select (array['Smith', 'Jones', 'Taylor'])[1 + n / 12] as name
) l;

insert into private.credentials (user_id, password_hash)
select u.id, h.hash
from public.users u
cross join (select extensions.crypt('password', extensions.gen_salt('bf', 10)) as hash) h;

-- Requests around today, one week apart per user so none overlap, in every status.
insert into public.holiday_requests
  (user_id, start_date, end_date, start_day_type, end_day_type, status, deny_reason, created_at)
select u.id, d.start_date, d.start_date + (u.rn % 3),
  case when u.rn % 4 = 0 then 'afternoon'::public.day_type else 'full' end,
  case when u.rn % 5 = 0 then 'morning'::public.day_type else 'full' end,
  s.status,
  case when s.status = 'rejected' then 'Too many people off that week' end,
  now() - make_interval(days => 30 - k)
from (
  select id, (row_number() over (order by email))::int as rn from public.users
  where role = 'employee'
) u
cross join generate_series(0, 4) k
cross join lateral (
  select (date_trunc('week', t.today)::date + ((k - 2) * 14 + (u.rn % 7) * 1)) as start_date
  from seed_today t
) d
cross join lateral (
  select (array['pending', 'accepted', 'rejected', 'cancel_requested', 'accepted',
    'cancelled']::public.request_status[])[1 + (k + u.rn) % 6] as status
) s
where to_char(d.start_date, 'MM-DD') not between '12-24' and '12-31';

insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
select u.id, t.today - (n * 9 + u.rn), t.today - (n * 9 + u.rn) + (n % 3)
from seed_today t, (
  select id, (row_number() over (order by email))::int as rn from public.users
  where role = 'employee' limit 12
) u
cross join generate_series(1, 3) n;

insert into public.sickness_log_reasons (log_id, reason)
select id, (array['Flu', 'Back pain', 'Migraine', 'Food poisoning'])[1 + id % 4]
from public.sickness_logs;

insert into public.appointment_logs
  (user_id, event_from_date, event_to_date, start_time, end_time, reason)
select u.id, t.today + (n * 5 + u.rn % 5), t.today + (n * 5 + u.rn % 5),
  '09:00', '11:30', (array['Dentist', 'Doctor', 'Hospital appointment'])[1 + (n + 3) % 3]
from seed_today t, (
  select id, (row_number() over (order by email))::int as rn from public.users
  where role = 'employee' limit 10
) u
cross join generate_series(-2, 2) n;

drop table seed_today;
