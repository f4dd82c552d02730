import type { Chauffeur } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { CHAUFFEURS } from './chauffeurs-projection';

type ChauffeurDoc = Doc & Chauffeur;

const toChauffeur = ({ _id, _pos, ...chauffeur }: ChauffeurDoc & { _pos?: unknown }): Chauffeur => chauffeur;

/** Every chauffeur, active or not, by name (the admin list and the booking's picker). */
export async function listChauffeurs(store: ReadStore): Promise<Chauffeur[]> {
  const docs = await store.collection<ChauffeurDoc>(CHAUFFEURS).find({}, { sort: { name: 1 } });
  return docs.map(toChauffeur);
}

export async function findChauffeur(store: ReadStore, id: string): Promise<Chauffeur | null> {
  const doc = await store.collection<ChauffeurDoc>(CHAUFFEURS).findOne({ _id: id });
  return doc ? toChauffeur(doc) : null;
}

/**
 * The chauffeur a `driver` account is (decision 159: the account's e-mail, both lower-cased). Only an active
 * one: an inactive chauffeur keeps their account but sees no rides. The form refuses a second chauffeur
 * with the same e-mail; should two exist anyway (two admins at once), the first by name is taken.
 */
export async function chauffeurOfAccount(store: ReadStore, email: string): Promise<Chauffeur | null> {
  const docs = await store
    .collection<ChauffeurDoc>(CHAUFFEURS)
    .find({ email: email.toLowerCase(), active: true }, { sort: { name: 1 }, limit: 1 });
  return docs[0] ? toChauffeur(docs[0]) : null;
}

/** Whether another chauffeur than `exceptId` already has this e-mail (the form's refusal). */
export async function emailTaken(store: ReadStore, email: string, exceptId?: string): Promise<boolean> {
  const docs = await store.collection<ChauffeurDoc>(CHAUFFEURS).find({ email }, { limit: 2 });
  return docs.some((doc) => doc._id !== exceptId);
}

/**
 * Whether a chauffeur, active or not, has this address: the staff page gives the `driver` role only then
 * (decision 255; an inactive chauffeur keeps their account too).
 */
export const isChauffeurAddress = (store: ReadStore, email: string): Promise<boolean> =>
  emailTaken(store, email.toLowerCase());
