/** Who is signed in, as the rest of the server needs it (from a session cookie or a verified token). */
export interface SessionIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string;
  /** The identity server's session behind the request (undefined for a Firebase ID token). */
  sessionId?: string | undefined;
}
