// The signed-in user: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: 'customer' | 'staff' | 'admin';
  phone: string;
  emailVerified: boolean;
};
