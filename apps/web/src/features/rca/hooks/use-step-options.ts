import { useQuery } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import { getEmotionsQueryOptions } from '../api/get-emotions';
import { getImmediateThoughtsQueryOptions } from '../api/get-immediate-thoughts';
import { getTriggersQueryOptions } from '../api/get-triggers';
import { filterIdsFor, type WizardAction, type WizardState } from '../utils/wizard-state';

/**
 * Loads the options of the step being shown, filtered by the earlier choices (spec §4), and hands
 * them to the wizard, which drops choices that no longer apply. Only the current step's query runs.
 */
export function useStepOptions(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const { step } = state;
  const ids = filterIdsFor(state, step);
  const triggers = useQuery({ ...getTriggersQueryOptions(), enabled: step === 0 });
  const emotions = useQuery({ ...getEmotionsQueryOptions(ids.triggers), enabled: step === 1 });
  const thoughts = useQuery({ ...getImmediateThoughtsQueryOptions(ids.emotions, ids.triggers), enabled: step === 2 });
  const query = [triggers, emotions, thoughts][step]!;

  const { data } = query;
  useEffect(() => {
    if (data) dispatch({ type: 'optionsLoaded', step, options: data });
  }, [data, step, dispatch]);
  return query;
}
