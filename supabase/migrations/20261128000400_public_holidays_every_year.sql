-- Public holidays for every year and every UK nation (issue 29).
--
-- The bank holidays stopped at the end of 2027: the table was seeded with three years, so from
-- 1 January 2028 every figure that touches a bank holiday was wrong (Easter Monday 2028 cost
-- 10 hours). The rules are now the database's: private.uk_public_holidays(year) computes the
-- public holidays of England & Wales, Scotland and Northern Ireland for a year, with substitute
-- days and the one-off days of the years that had them, and public.public_holidays holds them
-- for every year a request may touch (1900 to 2999, about 30,000 rows): nothing is computed on
-- a request, and the first request of a year costs what any other does.
--
-- The current rules are applied to every year, earlier ones included (the Early May bank
-- holiday dates from 1978, the Spring and Summer bank holidays as they are from 1971): the
-- years the company books are the current ones. supabase/tests/public-holidays.test.ts holds
-- the three nations equal to the dates the UK government publishes for 2018-2028.
--
-- public.bank_holidays, which every hours, cover, sickness and Bradford function reads, becomes
-- the England & Wales rows of public.public_holidays (a view), so every figure of the spec
-- stays as it was while the regions are not yet chosen per department.

-- tables
alter table public.bank_holidays rename to public_holidays;
alter table public.public_holidays rename constraint bank_holidays_pkey to public_holidays_pkey;
alter table public.public_holidays
  add column region text not null default 'england-wales'
    constraint public_holidays_region_check
    check (region in ('england-wales', 'scotland', 'northern-ireland'));
alter table public.public_holidays drop constraint public_holidays_pkey;
alter table public.public_holidays add constraint public_holidays_pkey primary key (region, day);
alter trigger bank_holidays_audit on public.public_holidays rename to public_holidays_audit;
alter policy bank_holidays_select_signed_in on public.public_holidays
  rename to public_holidays_select_signed_in;
alter policy bank_holidays_insert_admin on public.public_holidays
  rename to public_holidays_insert_admin;
alter policy bank_holidays_update_admin on public.public_holidays
  rename to public_holidays_update_admin;
alter policy bank_holidays_delete_admin on public.public_holidays
  rename to public_holidays_delete_admin;

-- comments
comment on table public.public_holidays is
  'Public holidays of each UK nation, every year 1900-2999: days that count 0 hours in holiday requests and sick days.';
comment on column public.public_holidays.region is
  'england-wales, scotland or northern-ireland.';

-- functions
-- Easter Sunday of a Gregorian year (the anonymous algorithm): 2028 -> 2028-04-16.
create function private.easter_sunday(p_year integer) returns date
language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  a integer := p_year % 19;
  b integer := p_year / 100;
  c integer := p_year % 100;
  f integer := (b + 8) / 25;
  g integer := (b - f + 1) / 3;
  h integer := (19 * a + b - b / 4 - g + 15) % 30;
  l integer := (32 + 2 * (b % 4) + 2 * (c / 4) - h - c % 4) % 7;
  m integer := (a + 11 * h + 22 * l) / 451;
begin
  return make_date(p_year, (h + l - 7 * m + 114) / 31, (h + l - 7 * m + 114) % 31 + 1);
end
$$;
comment on function private.easter_sunday(integer) is 'Easter Sunday of a year: 2028 -> 2028-04-16.';

-- The public holidays of each nation in a year. A fixed-date holiday on a weekend moves to the
-- next weekday that is not a holiday already, in date order (Christmas on a Saturday: Monday 27
-- and, for Boxing Day, Tuesday 28). The one-off days replace or join the rule's days in the
-- years that had them, in every nation.
create function private.uk_public_holidays(p_year integer)
returns table (region text, day date, name text)
language plpgsql immutable set search_path = ''
as $$
declare
  easter date := private.easter_sunday(p_year);
  may_first date := make_date(p_year, 5, 1);
  may_last date := make_date(p_year, 5, 31);
  august_first date := make_date(p_year, 8, 1);
  august_last date := make_date(p_year, 8, 31);
  nation text;
  fixed record;
  moved date;
  days date[];
  names text[];
begin
  foreach nation in array array['england-wales', 'scotland', 'northern-ireland'] loop
    days := array[easter - 2];
    names := array['Good Friday'];
    if nation <> 'scotland' then
      days := days || (easter + 1);
      names := names || 'Easter Monday'::text;
    end if;
    days := days || array[
      may_first + (8 - extract(isodow from may_first)::integer) % 7,
      may_last - (extract(isodow from may_last)::integer - 1) % 7,
      case when nation = 'scotland'
        then august_first + (8 - extract(isodow from august_first)::integer) % 7
        else august_last - (extract(isodow from august_last)::integer - 1) % 7 end];
    names := names || array['Early May bank holiday', 'Spring bank holiday',
      'Summer bank holiday'];

    -- Fixed dates on a weekday stand; then those on a weekend take the next free weekday.
    for fixed in
      select f.day, f.name, extract(isodow from f.day) > 5 as on_weekend
      from (values
        (make_date(p_year, 1, 1), 'New Year''s Day', true),
        (make_date(p_year, 1, 2), '2nd January', nation = 'scotland'),
        (make_date(p_year, 3, 17), 'St Patrick''s Day', nation = 'northern-ireland'),
        (make_date(p_year, 7, 12), 'Battle of the Boyne (Orangemen''s Day)',
          nation = 'northern-ireland'),
        (make_date(p_year, 11, 30), 'St Andrew''s Day', nation = 'scotland'),
        (make_date(p_year, 12, 25), 'Christmas Day', true),
        (make_date(p_year, 12, 26), 'Boxing Day', true)
      ) f(day, name, applies)
      where f.applies
      order by on_weekend, f.day
    loop
      moved := fixed.day;
      while extract(isodow from moved) > 5 or moved = any (days) loop
        moved := moved + 1;
      end loop;
      days := days || moved;
      names := names || case when moved = fixed.day then fixed.name
        else fixed.name || ' (substitute day)' end;
    end loop;

    -- The one-off days: moved bank holidays and extra ones, in every nation.
    if p_year in (1995, 2020) then
      names[array_position(days, may_first + (8 - extract(isodow from may_first)::integer) % 7)]
        := 'Early May bank holiday (VE day)';
      days[array_position(days, may_first + (8 - extract(isodow from may_first)::integer) % 7)]
        := make_date(p_year, 5, 8);
    end if;
    if p_year in (2002, 2012, 2022) then
      days[array_position(days, may_last - (extract(isodow from may_last)::integer - 1) % 7)]
        := case p_year when 2022 then date '2022-06-02' else make_date(p_year, 6, 4) end;
    end if;
    days := days || case p_year
      when 1999 then array[date '1999-12-31']
      when 2002 then array[date '2002-06-03']
      when 2011 then array[date '2011-04-29']
      when 2012 then array[date '2012-06-05']
      when 2022 then array[date '2022-06-03', date '2022-09-19']
      when 2023 then array[date '2023-05-08']
      else array[]::date[] end;
    names := names || case p_year
      when 1999 then array['Millennium Day']
      when 2002 then array['Golden Jubilee bank holiday']
      when 2011 then array['Royal wedding']
      when 2012 then array['Queen''s Diamond Jubilee']
      when 2022 then array['Platinum Jubilee bank holiday',
        'Bank Holiday for the State Funeral of Queen Elizabeth II']
      when 2023 then array['Bank holiday for the coronation of King Charles III']
      else array[]::text[] end;

    return query select nation, d.day, d.name from unnest(days, names) as d(day, name);
  end loop;
end
$$;
comment on function private.uk_public_holidays(integer)
  is 'The public holidays of England & Wales, Scotland and Northern Ireland in a year, substitute and one-off days included.';

-- views
-- The holidays every figure counts today: England & Wales. Read with the caller's rights, so
-- the table's policies apply.
create view public.bank_holidays with (security_invoker = true) as
  select h.day, h.name from public.public_holidays h where h.region = 'england-wales';
comment on view public.bank_holidays is
  'The England & Wales public holidays: days that count 0 hours in holiday requests and sick days.';

-- grants
revoke all on public.bank_holidays from anon, authenticated;
grant select, insert, update, delete on public.bank_holidays to leave_user;
revoke all on function private.easter_sunday(integer) from public;
revoke all on function private.uk_public_holidays(integer) from public;

-- data: every year a request may touch, without an audit row per generated day
alter table public.public_holidays disable trigger public_holidays_audit;
delete from public.public_holidays;
insert into public.public_holidays (region, day, name)
select h.region, h.day, h.name
from pg_catalog.generate_series(1900, 2999) y
cross join lateral private.uk_public_holidays(y::integer) h;
alter table public.public_holidays enable trigger public_holidays_audit;
