import { useLingui } from '@lingui/react/macro';
import type { Account } from '@steady/contracts';
import type { ReactNode } from 'react';
import type { SkillSummary } from '../api/skill-schema';
import type { SkillCatalogue } from '../hooks/use-skill-catalogue';
import { LoadError } from '@/components/ui/load-error';
import { SkillListSkeleton } from './skill-list';

type CatalogueGateProps = {
  catalogue: SkillCatalogue;
  children: (skills: SkillSummary[], account: Account) => ReactNode;
  skeletonCount?: number;
};

/** Skeleton while loading, a retry when loading failed, else the screen's list. */
export function CatalogueGate({ catalogue, children, skeletonCount }: CatalogueGateProps) {
  const { t } = useLingui();
  if (catalogue.status === 'pending') return <SkillListSkeleton count={skeletonCount} />;
  if (catalogue.status === 'error') {
    return <LoadError title={t`We couldn't load the skills.`} error={catalogue.error} onRetry={catalogue.retry} retrying={catalogue.retrying} />;
  }
  return <>{children(catalogue.skills, catalogue.account)}</>;
}
