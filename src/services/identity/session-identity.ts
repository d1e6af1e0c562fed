/** Who is signed in, as the rest of the server needs it (from a session cookie or a verified token). */
export interface SessionIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string;
}
