/**
 * What the suite reads from the Firebase Auth emulator's own REST API (its `/emulator/v1` endpoints):
 * the out-of-band codes it "mailed" (verification, password reset) and an account's state.
 */
import { z } from 'zod';

const oobCodesSchema = z.object({
  oobCodes: z.array(z.object({ email: z.string(), requestType: z.string(), oobCode: z.string(), oobLink: z.string() })),
});
export type OobCode = z.infer<typeof oobCodesSchema>['oobCodes'][number];

export function authEmulator(host: string, projectId: string) {
  const base = `http://${host}`;
  return {
    /** The newest code of `requestType` (VERIFY_EMAIL, PASSWORD_RESET) sent to `email`, if any. */
    async oobCode(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET'): Promise<OobCode | undefined> {
      const response = await fetch(`${base}/emulator/v1/projects/${projectId}/oobCodes`);
      const { oobCodes } = oobCodesSchema.parse(await response.json());
      return oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1);
    },
    /** Whether the emulator's account of `email` has a verified address (accounts:lookup with the owner token). */
    async emailVerified(email: string): Promise<boolean | undefined> {
      const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`, {
        method: 'POST',
        headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        body: JSON.stringify({ returnUserInfo: true }),
      });
      const body = z
        .object({
          userInfo: z
            .array(z.object({ email: z.string().optional(), emailVerified: z.boolean().optional() }))
            .optional(),
        })
        .parse(await response.json());
      return body.userInfo?.find((user) => user.email === email)?.emailVerified;
    },
  };
}
