import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

export type ProfileFormActionsProps = { saveLabel: string; isSubmitting: boolean };

/** Save, or go back to the profile without saving (the leave dialog asks first when something changed). */
export function ProfileFormActions({ saveLabel, isSubmitting }: ProfileFormActionsProps) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {saveLabel}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        disabled={isSubmitting}
        onClick={() => void navigate('/influencers/profile')}
      >
        Cancel
      </Button>
    </div>
  );
}
