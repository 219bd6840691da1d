/*
 * Creates a person's record at most once per client-generated id (issue 10 item 7, issue 11 item 9): a
 * client that sends a create again — after a timeout, or from the offline outbox — gets the record
 * the first attempt made, not a second one. The id is unique in the database (a unique index on
 * client_id), so two attempts racing each other also end in one row.
 */
import { errorText } from '@steady/contracts';
import { errorBody } from '../http';

type ConflictCode = 'client_id_taken' | 'session_id_taken' | 'session_for_another_skill';

/** An id already used by someone else: answered 409 with its code, their record neither read nor changed. */
export class ClientIdConflictError extends Error {
  constructor(readonly code: ConflictCode) {
    super(errorText(code));
  }
}

/** The envelope of a 409 for controllers that catch the above. */
export const conflictBody = (error: ClientIdConflictError) => errorBody(error.code);

/**
 * Answers a create made with createOnce: 201 with the new record, 200 with the one an earlier send of
 * the same id made, 409 for someone else's id.
 */
export async function answerCreate<T>(ctx, create: () => Promise<{ record: T; created: boolean }>): Promise<void> {
  try {
    const { record, created } = await create();
    ctx.status = created ? 201 : 200;
    ctx.body = { data: record };
  } catch (error) {
    if (!(error instanceof ClientIdConflictError)) throw error;
    ctx.status = 409;
    ctx.body = conflictBody(error);
  }
}

type Owner = { id: number; owner?: { id: number } | null };

/**
 * `create` makes the record (in a transaction, so no one sees it before its owner is linked);
 * `load` reads an existing one by its row id, in the shape `create` returns.
 */
export async function createOnce<R>(
  uid: string,
  clientId: string | undefined,
  userId: number,
  create: () => Promise<R>,
  load: (id: number) => Promise<R>,
  conflictCode: ConflictCode = 'client_id_taken',
): Promise<{ record: R; created: boolean }> {
  if (!clientId) return { record: await create(), created: true };
  const find = () =>
    strapi.db.query(uid as never).findOne({ where: { clientId }, select: ['id'], populate: { owner: { select: ['id'] } } }) as Promise<Owner | null>;
  let existing = await find();
  if (!existing) {
    try {
      return { record: await strapi.db.transaction(create), created: true };
    } catch (error) {
      // The unique index refused a second insert of the same id: the first one won.
      existing = await find();
      if (!existing) throw error;
    }
  }
  if (existing.owner?.id !== userId) throw new ClientIdConflictError(conflictCode);
  return { record: await load(existing.id), created: false };
}
