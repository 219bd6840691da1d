import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
// Route modules are where the app composes features: /Breath records the box-breathing skill, and
// asks a signed-in person the distress question beside the exercise and after it.
import { DistressCheck } from '@/features/distress/components/distress-check';
import { QuickDistressRating } from '@/features/distress/components/quick-distress-rating';
import { useRecordCompletion } from '@/features/skills/api/record-completion';
import { useIsSignedIn } from '@/lib/auth';
import { newClientId } from '@/lib/client-id';
import { useGoBackOrHome } from '@/lib/use-go-back';
import { BreathingExercise } from '@/features/breathing/components/breathing-exercise';

/**
 * The seeded box-breathing skill: /Breath records its completion and rates its sessions under it, so
 * What helps me and the recommendations count the exercise wherever it was done.
 */
export const BOX_BREATHING_SKILL_SLUG = 'box-breathing';

type Stage = 'exercise' | 'after';

/**
 * Spec §2 Breath (public): the guided box breathing on its own, one tap (Start) from arriving. A
 * signed-in person may rate their distress with one tap beside it, and is asked again at the end.
 */
export function BreathRoute() {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const goBackOrHome = useGoBackOrHome();
  const completion = useRecordCompletion();
  const [stage, setStage] = useState<Stage>('exercise');
  const [sessionId] = useState(newClientId);

  // Done: back where the person came from (home if they came straight here), after the rating.
  const done = async () => {
    if (signedIn) {
      await completion.mutateAsync(BOX_BREATHING_SKILL_SLUG);
      setStage('after');
    } else {
      await goBackOrHome();
    }
  };

  return (
    <section className="screen breath-screen" aria-labelledby="breath-title">
      <DocumentTitle title={t`Box breathing`} />
      <h1 id="breath-title">
        <Trans>Box breathing</Trans>
      </h1>
      {stage === 'exercise' ? (
        <>
          <p className="lead">
            <Trans>Slow breathing tells your body it is safe to settle. Follow the square, and stop whenever you need to.</Trans>
          </p>
          <BreathingExercise
            onDone={done}
            // Anonymous visitors have nowhere to keep a rating, so they are not asked.
            beside={signedIn ? <QuickDistressRating sessionId={sessionId} skill={BOX_BREATHING_SKILL_SLUG} /> : null}
          />
        </>
      ) : (
        <DistressCheck sessionId={sessionId} skill={BOX_BREATHING_SKILL_SLUG} phase="after" onDone={() => void goBackOrHome()} />
      )}
    </section>
  );
}
