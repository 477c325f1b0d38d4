import type { TestServer } from './server.ts';

/**
 * Makes every estimate answer fail inside its transaction, on either database: a trigger
 * refuses the acceptance's record and the estimate's move to declined. Resolves with the undo.
 */
export async function failEstimateAnswers(server: TestServer): Promise<() => Promise<void>> {
  if (server.dialect === 'postgres') {
    await server.query(`create function fail_estimate_answer() returns trigger language plpgsql
      as $$ begin raise exception 'injected failure'; end $$`);
    await server.query(`create trigger fail_estimate_accept before insert on estimate_acceptances
      for each row execute function fail_estimate_answer()`);
    await server.query(`create trigger fail_estimate_decline before update on estimates
      for each row when (new.status = 'declined') execute function fail_estimate_answer()`);
  } else {
    await server.query(`create trigger fail_estimate_accept before insert on estimate_acceptances
      begin select raise(abort, 'injected failure'); end`);
    await server.query(`create trigger fail_estimate_decline before update on estimates
      when new.status = 'declined' begin select raise(abort, 'injected failure'); end`);
  }
  return async () => {
    const on = (table: string) => (server.dialect === 'postgres' ? ` on ${table}` : '');
    await server.query(`drop trigger fail_estimate_accept${on('estimate_acceptances')}`);
    await server.query(`drop trigger fail_estimate_decline${on('estimates')}`);
    if (server.dialect === 'postgres') await server.query('drop function fail_estimate_answer()');
  };
}

/**
 * Makes opening a sent estimate fail, on either database: a trigger refuses its move to
 * viewed, the first write the customer's page makes. Resolves with the undo.
 */
export async function failEstimateViews(server: TestServer): Promise<() => Promise<void>> {
  if (server.dialect === 'postgres') {
    await server.query(`create function fail_estimate_view() returns trigger language plpgsql
      as $$ begin raise exception 'injected failure'; end $$`);
    await server.query(`create trigger fail_estimate_view before update on estimates
      for each row when (new.status = 'viewed') execute function fail_estimate_view()`);
  } else {
    await server.query(`create trigger fail_estimate_view before update on estimates
      when new.status = 'viewed' begin select raise(abort, 'injected failure'); end`);
  }
  return async () => {
    if (server.dialect === 'postgres') {
      await server.query('drop trigger fail_estimate_view on estimates');
      await server.query('drop function fail_estimate_view()');
    } else {
      await server.query('drop trigger fail_estimate_view');
    }
  };
}
