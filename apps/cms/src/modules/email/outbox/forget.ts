import { FORGOTTEN_RECIPIENT } from './enqueue';
import { OUTBOX } from './store';

/**
 * When an account is deleted: removes every email to its address from the outbox, sent or waiting (a
 * sent one keeps its recipient for a week, a failed one for a month, decision 011). The spelling of the
 * address may differ in case from the stored one, so it is matched without regard to case. Inside
 * `strapi.db.transaction` it joins the deletion.
 */
export const forgetRecipient = async (email: string): Promise<void> => {
  const toThem = { recipient: { $eqi: email } };
  await strapi.db.query(OUTBOX).deleteMany({ where: { ...toThem, status: { $ne: 'sending' } } });
  // One being sent this moment is left to its worker (deleted, it would look like a lost claim); its row stops naming them.
  await strapi.db.query(OUTBOX).updateMany({ where: { ...toThem, status: 'sending' }, data: { recipient: FORGOTTEN_RECIPIENT } });
};
