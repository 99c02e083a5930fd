-- Sign-in queue (issue 28): under a flood, callers the rate limit already refuses held places in
-- the embedded server's sign-in queue, and real sign-ins were turned away with 503. The API now
-- asks this cheap check (no hash) before a sign-in queues: a refused caller is answered 429 at
-- once, and an attempt from a known address (its user signed in from it in the last 90 days, as
-- private.sign_in_refused_until counts it) goes ahead of every unknown one. private.sign_in
-- still checks the limits itself: it is the authority, this only keeps refused callers out of
-- the queue.

-- functions
-- {outcome: 'limited', retry_after} while a limit refuses the attempt, else
-- {outcome: 'open', is_known}. p_limits and p_window as for private.sign_in.
create function private.check_sign_in(
  p_email text, p_client text, p_limits integer[], p_window interval
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  retry_at timestamptz := private.sign_in_refused_until(p_email, p_client, p_limits, p_window);
begin
  if retry_at is not null then
    return jsonb_build_object(
      'outcome', 'limited', 'retry_after', ceil(extract(epoch from retry_at - now())));
  end if;
  return jsonb_build_object('outcome', 'open', 'is_known', exists (
    select 1 from private.known_sign_ins k
    join public.users u on u.id = k.user_id
    where u.email = p_email and k.client = p_client and k.last_at > now() - interval '90 days'
  ));
end
$$;
comment on function private.check_sign_in(text, text, integer[], interval)
  is 'Before a sign-in queues: until when a limit refuses it, else whether its address is known.';

-- grants: runs privileged (service_role on Supabase), as private.sign_in does
revoke all on function private.check_sign_in(text, text, integer[], interval)
  from public, anon, authenticated;
grant execute on function private.check_sign_in(text, text, integer[], interval)
  to service_role;
