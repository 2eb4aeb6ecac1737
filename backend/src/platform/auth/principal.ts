/** Who is calling: the facts every guard needs, loaded fresh for each request. */
export type Principal = {
  id: string;
  role: 'freelancer' | 'client' | 'admin';
  username: string | null;
};

/** Looks callers up; provided by the identity context, used by the platform's guards. */
export abstract class PrincipalDirectory {
  abstract findById(userId: string): Promise<Principal | null>;
}
