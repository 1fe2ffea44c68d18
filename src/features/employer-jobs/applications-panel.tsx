import { useSearchParams } from 'react-router';
import Columns3 from 'lucide-react/icons/columns-3';
import List from 'lucide-react/icons/list';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { readApplicationsView, type ApplicationsView } from './api';
import { JobApplications, type JobApplicationsProps } from './job-applications';
import { JobPipeline } from './job-pipeline';

const views: { view: ApplicationsView; label: string; icon: typeof List }[] = [
  { view: 'pipeline', label: 'Pipeline', icon: Columns3 },
  { view: 'list', label: 'List', icon: List },
];

/**
 * A job's applications on its details page: "Pipeline | List" (the view lives in the URL,
 * `?view=pipeline`; the list is the default). The pipeline takes the page's full width.
 */
export function ApplicationsPanel(props: JobApplicationsProps) {
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
    <div className={cn('flex min-w-0 flex-col gap-3', view === 'pipeline' && 'xl:col-span-2')}>
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
      {view === 'pipeline' ? <JobPipeline {...props} /> : <JobApplications {...props} />}
    </div>
  );
}
