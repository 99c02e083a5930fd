-- The email outbox: mail written in the caller's transaction, with the change it tells of, so a
-- change is never mailed without being made nor made without its mail; a sender delivers it
-- with retries. The daily clean-up (88_clean_up.sql) removes delivered mail after 30 days.

-- tables
create table private.email_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);

-- comments
comment on table private.email_outbox is 'Mail written in the same transaction as the change; a sender delivers it with retries.';

-- indexes
create index email_outbox_due_idx on private.email_outbox (next_attempt_at) where sent_at is null;

-- functions
-- Queues an email in the caller's transaction; the outbox sender delivers it.
create function private.enqueue_email(
  p_to text, p_subject text, p_text text, p_html text default null
) returns bigint
language sql security definer set search_path = ''
as $$
  insert into private.email_outbox (to_address, subject, body_text, body_html)
  values (p_to, p_subject, p_text, p_html)
  returning id
$$;

-- grants: nothing here is reachable by anon or authenticated
revoke all on private.email_outbox from public, anon, authenticated;
revoke all on function private.enqueue_email(text, text, text, text) from public;
grant execute on function private.enqueue_email(text, text, text, text)
  to authenticated, service_role;
