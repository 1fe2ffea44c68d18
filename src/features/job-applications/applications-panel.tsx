import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Columns3 from 'lucide-react/icons/columns-3';
import List from 'lucide-react/icons/list';
import { Button } from '@/components/ui/button';
import { readApplicationsView, type ApplicationsView } from './api';

const views: { view: ApplicationsView; label: string; icon: typeof List }[] = [
  { view: 'pipeline', label: 'Pipeline', icon: Columns3 },
  { view: 'list', label: 'List', icon: List },
];

export interface ApplicationsPanelProps {
  /** The pipeline view (`JobPipeline`), shown with `?view=pipeline`. */
  pipeline: ReactNode;
  /** The list view (`JobApplications`, with what other features add to each application). */
  list: ReactNode;
}

/**
 * A job's applications on its details page: "Pipeline | List" (the view lives in the URL,
 * `?view=pipeline`; the list is the default), in the job page's Applications tab. The route
 * composes both views (src/app/routes/employer/job-details.tsx), so what another feature adds to
 * an application reaches the list from there, not through this panel.
 */
export function ApplicationsPanel({ pipeline, list }: ApplicationsPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readApplicationsView(searchParams);
  const show = (next: ApplicationsView) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'pipeline') params.set('view', next);
        else params.delete('view');
        return params;
      },
      { preventScrollReset: true },
    );
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div role="group" aria-label="Show applications as" className="flex gap-1 self-start">
        {views.map(({ view: v, label, icon: Icon }) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'secondary' : 'ghost'}
            aria-pressed={view === v}
            onClick={() => show(v)}
          >
            <Icon aria-hidden="true" /> {label}
          </Button>
        ))}
      </div>
      {view === 'pipeline' ? pipeline : list}
    </div>
  );
}
