/**
 * The persisted user of the client store (SPEC §3), with the login time and "stay logged in" choice
 * that decide when a short session ends. A module of its own so that the header's account link, on
 * every page, loads only these and the user schema, not the whole store.
 */
import * as z from 'zod/mini';
import { userDocumentSchema, type User } from '../../schemas/user.ts';
import { persisted } from './persisted.ts';
import { isAccountExpired } from './session.ts';

/** The visitor's "stay logged in" choice (default true). */
export const $stayLoggedIn = persisted<boolean>('stayLoggedIn', true, z.boolean());
/** When the user was last set (ms since epoch); written by `setUser`. */
export const $loggedInTime = persisted<number | undefined>('loggedInTime', undefined, z.optional(z.number()));

/** Account data: also refused (so the value reads as undefined) when the session expired. */
export const unexpired = <T>(schema: z.ZodMiniType<T>): z.ZodMiniType<T | undefined> => z.optional(schema.check(z.refine(
  () => !isAccountExpired({ stayLoggedIn: $stayLoggedIn.get(), loggedInTime: $loggedInTime.get() }, Date.now()),
)));

/** The signed-in user's document; dropped on read when a short session expired. */
export const $user = persisted<User | undefined>('user', undefined, unexpired(userDocumentSchema));
