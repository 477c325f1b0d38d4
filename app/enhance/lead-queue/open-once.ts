import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * An IndexedDB database opened on first use and shared by every later call. Version 1 with one
 * object store made on creation; another tab upgrading the schema is let through (this
 * connection closes) and the next call reopens it.
 */
export function openOnce<Schema extends DBSchema>(
  name: string,
  create: (database: IDBPDatabase<Schema>) => void,
): () => Promise<IDBPDatabase<Schema>> {
  let opening: Promise<IDBPDatabase<Schema>> | undefined;
  return () => {
    opening ??= openDB<Schema>(name, 1, {
      upgrade: create,
      blocking() {
        void opening?.then((open) => open.close());
        opening = undefined;
      },
    });
    return opening;
  };
}
