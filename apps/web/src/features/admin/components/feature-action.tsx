import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useSetCreatorFeatured } from '../api/set-creator-featured';
import { RowActionButton } from './row-action-button';

export type FeatureActionProps = {
  creatorId: string;
  /** Who is featured, as the admin knows them. */
  name: string;
  /** The id of the element that names the row, to describe the button. */
  describedBy?: string;
  isFeatured: boolean;
};

/**
 * Feature a creator on the home page, or stop. The server says why one cannot be (not verified,
 * no media kit open to anyone, four featured already), and the toast repeats it.
 */
export function FeatureAction({ creatorId, name, describedBy, isFeatured }: FeatureActionProps) {
  const setFeatured = useSetCreatorFeatured();
  const handleClick = () => {
    setFeatured.mutate(
      { id: creatorId, isFeatured: !isFeatured },
      {
        onSuccess: () =>
          notify.success(isFeatured ? `${name} is no longer featured.` : `${name} is featured on the home page.`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };
  return (
    <RowActionButton aria-describedby={describedBy} isBusy={setFeatured.isPending} onClick={handleClick}>
      {isFeatured ? 'Unfeature' : 'Feature'}
    </RowActionButton>
  );
}
