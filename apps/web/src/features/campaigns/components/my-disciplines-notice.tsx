import { disciplineLabel } from '@equicreators/shared';
import { Link } from 'react-router';
import { useOwnProfile } from '@/lib/account/own-account';

/** Where a creator chooses her disciplines. */
const PROFILE_EDIT_PATH = '/influencers/profile/edit';

/**
 * Under the "My disciplines" filter (issue 33): which disciplines it filters by, or, for a creator
 * who has chosen none, that nothing can match yet and where to choose them.
 */
export function MyDisciplinesNotice() {
  const profile = useOwnProfile('contentCreator');
  const disciplines = profile.data?.facets.disciplines;
  if (!disciplines) return null;
  if (disciplines.length === 0) {
    return (
      <p role="status" className="rounded-xl border border-line bg-parchment px-4 py-3 text-sm text-ink">
        You have not chosen your disciplines yet, so no campaign can match them.{' '}
        <Link to={PROFILE_EDIT_PATH} className="font-semibold text-brand-800 underline underline-offset-4">
          Choose your disciplines
        </Link>{' '}
        on your profile.
      </p>
    );
  }
  return (
    <p className="text-sm text-ink-muted">
      Campaigns that want any of your disciplines: {disciplines.map(disciplineLabel).join(', ')}.
    </p>
  );
}
