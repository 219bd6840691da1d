import { useNavigate } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
// Route modules are where the app composes features: /Breath records the box-breathing skill.
import { useRecordCompletion } from '@/features/skills/api/record-completion';
import { useIsSignedIn } from '@/lib/auth';
import { BreathingExercise } from '@/features/breathing/components/breathing-exercise';

/** The seeded box-breathing skill, whose completion /Breath records for a signed-in person. */
export const BOX_BREATHING_SKILL_SLUG = 'box-breathing';

/** Spec §2 Breath (public): the guided box breathing on its own. */
export function BreathRoute() {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const completion = useRecordCompletion();

  const exit = async () => {
    if (signedIn) {
      await completion.mutateAsync(BOX_BREATHING_SKILL_SLUG);
      await navigate(paths.chooseOption.getHref());
    } else {
      // The option screen needs a login; anonymous visitors go back to the start.
      await navigate(paths.home.getHref());
    }
  };

  return (
    <section className="screen breath-screen" aria-labelledby="breath-title">
      <DocumentTitle title="Box breathing" />
      <h1 id="breath-title">Box breathing</h1>
      <p className="lead">
        Slow breathing tells your body it is safe to settle. Follow the square, and stop whenever you need to.
      </p>
      <BreathingExercise onExit={exit} />
    </section>
  );
}
