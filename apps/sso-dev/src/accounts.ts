/** Demo accounts of the local SSO server (documented in the README). Not for production. */
export interface DemoAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  createdAt: string;
}

export const demoPassword = 'epic-demo';

export const demoAccounts: readonly DemoAccount[] = [
  {
    id: '1',
    name: 'Camille Martin',
    email: 'camille.martin@example.org',
    password: demoPassword,
    createdAt: '2025-01-06T09:00:00.000Z',
  },
  {
    id: '2',
    name: 'Dominique Petit',
    email: 'dominique.petit@example.org',
    password: demoPassword,
    createdAt: '2025-03-17T14:30:00.000Z',
  },
  {
    id: '3',
    name: 'Élise Bernard-Lefèvre',
    email: 'elise.bernard@example.org',
    password: demoPassword,
    createdAt: '2025-09-01T08:15:00.000Z',
  },
];

export function findAccountById(id: string): DemoAccount | undefined {
  return demoAccounts.find((account) => account.id === id);
}

export function authenticate(email: string, password: string): DemoAccount | undefined {
  const normalised = email.trim().toLowerCase();
  return demoAccounts.find((a) => a.email === normalised && a.password === password);
}

/** The Laravel-style user JSON served at /api/user. */
export function userJson(account: DemoAccount) {
  return {
    id: Number(account.id),
    name: account.name,
    email: account.email,
    email_verified_at: account.createdAt,
    created_at: account.createdAt,
    updated_at: account.createdAt,
  };
}
