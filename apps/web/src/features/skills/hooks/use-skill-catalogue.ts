import type { Account } from '@steady/contracts';
import { useAccount } from '@/lib/account';
import { useSkills } from '../api/get-skills';
import type { SkillSummary } from '../api/skill-schema';

export type SkillCatalogue =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'success'; skills: SkillSummary[]; account: Account };

/** The skill list and the user's account together: every list screen needs both to draw its cards. */
export function useSkillCatalogue(): SkillCatalogue {
  const skills = useSkills();
  const account = useAccount();
  const failed = skills.isError ? skills : account.isError ? account : null;
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retrying: skills.isFetching || account.isFetching,
      retry: () => {
        if (skills.isError) void skills.refetch();
        if (account.isError) void account.refetch();
      },
    };
  }
  if (skills.data && account.data) return { status: 'success', skills: skills.data, account: account.data };
  return { status: 'pending' };
}
