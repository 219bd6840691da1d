import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage } from '@/lib/api-client';
import { deleteSafetyPlanPicture, putSafetyPlanPicture, safetyPlanPictureQueryKey, safetyPlanQueryKey } from '../api/safety-plan';
import { usePictureUrl } from '../hooks/use-picture-url';
import { blobToBase64, shrinkImage } from '../utils/shrink-image';

const messageOf = (error: unknown) => (error instanceof Error && !('status' in error) ? error.message : errorMessage(error));

/** An optional picture for 'My reasons for living': shrunk in the browser, stored encrypted, shown from a blob URL. */
export function PlanPicture({ hasPicture }: { hasPicture: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const picture = usePictureUrl(hasPicture);
  const url = picture.url;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: safetyPlanQueryKey, exact: true });
    queryClient.removeQueries({ queryKey: safetyPlanPictureQueryKey });
  };

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const jpeg = await shrinkImage(file);
      await putSafetyPlanPicture({ type: 'image/jpeg', data: await blobToBase64(jpeg) });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: deleteSafetyPlanPicture, onSuccess: refresh });
  const error = upload.error ?? remove.error;

  return (
    <div className="plan-picture">
      {hasPicture ? (
        url ? (
          <img className="plan-picture__image" src={url} alt={t`Your picture for your reasons for living`} />
        ) : picture.isError ? (
          <p className="field__hint">
            <Trans>Your picture could not be shown just now.</Trans>
          </p>
        ) : (
          <p className="field__hint" role="status">
            <Trans>Loading your picture…</Trans>
          </p>
        )
      ) : null}
      <div className="plan-picture__buttons">
        <button type="button" className="btn btn--secondary" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
          <span>{upload.isPending ? t`Adding your picture…` : hasPicture ? t`Choose another picture` : t`Add a picture`}</span>
        </button>
        <input
          ref={fileInput}
          hidden
          aria-label={t`Picture for my reasons for living`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        {hasPicture ? (
          <button type="button" className="btn btn--secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
            <span>
              <Trans>Remove the picture</Trans>
            </span>
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
    </div>
  );
}
