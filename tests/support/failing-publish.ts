import type { TestServer } from './server.ts';

/**
 * Makes every site content publish fail inside its transaction (a trigger refuses its audit
 * entry, written before the commit), on either database; resolves with the undo.
 */
export async function failSitePublishes(server: TestServer): Promise<() => Promise<void>> {
  if (server.dialect === 'postgres') {
    await server.query(`create function fail_site_publish() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await server.query(`create trigger fail_site_publish before insert on audit_log
      for each row when (new.event like 'site-content-%') execute function fail_site_publish()`);
  } else {
    await server.query(`create trigger fail_site_publish before insert on audit_log
      when new.event like 'site-content-%' begin select raise(abort, 'injected failure'); end`);
  }
  return async () => {
    await server.query(
      'drop trigger fail_site_publish' + (server.dialect === 'postgres' ? ' on audit_log' : ''),
    );
    if (server.dialect === 'postgres') await server.query('drop function fail_site_publish()');
  };
}
