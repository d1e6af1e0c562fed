/**
 * The environment every settings module reads its part of (process.env on the server, a test's own
 * record in tests), and the helpers they share to parse it with zod. Only services/config.ts passes
 * `process.env` in; every `<port>/settings.ts` takes it as a value.
 */
import { z } from 'zod';
import type { SettingName } from './settings-table.ts';

/** An environment as a record of strings (process.env, or a test's own). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The value of the setting `name` in `env` (only names of the settings table are read). */
export const settingOf = (env: Environment, name: SettingName): string | undefined => env[name];

/** A zod object over settings of the table (./settings-table.ts): any other key does not compile. */
export function settingsObject<Shape extends z.ZodRawShape>(
  shape: Shape & Record<Exclude<keyof Shape, SettingName>, never>,
): z.ZodObject<Shape> {
  return z.object(shape);
}

/** A variable set to blanks counts as unset. */
export const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional trimmed string. */
export const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

/** A trimmed string with a default. */
export const textOr = (fallback: string) => z.preprocess(blankToUndefined, z.string().trim().default(fallback));

/** What a bad environment's problems follow: `Bad environment, set: VAR: why; VAR: why`. */
export const BAD_ENVIRONMENT_MESSAGE = 'Bad environment, set:';

/** The one error of a bad environment: `Bad environment, set: VAR: why; VAR: why`, each problem also kept on its own. */
export class BadEnvironmentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`${BAD_ENVIRONMENT_MESSAGE} ${problems.join('; ')}`);
    this.name = 'BadEnvironmentError';
    this.problems = problems;
  }
}

/** The error naming every problem of a bad environment (`VAR: why`). */
export function badEnvironment(problems: readonly string[]): BadEnvironmentError {
  return new BadEnvironmentError(problems);
}

/** Parses `env` with `schema`, or throws naming every bad variable. */
export function parseEnvironment<T extends z.ZodType>(schema: T, env: Environment): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw badEnvironment(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}
