import { JobSearchForm, useJobSearchForm, type JobSearchValues } from './job-search-form';

// The home page's search bar. Its own module: /jobs has its own form over the same boxes
// (JobSearchBoxes), and its first load does not carry this one.

export interface JobSearchBarProps {
  /** Initial values. */
  defaults?: JobSearchValues;
  /** Called with a known location (or none); an unknown one is refused under its field. */
  onSearch: (values: JobSearchValues) => void;
  className?: string;
  /** Larger controls for the home page. */
  size?: 'default' | 'lg';
}

const NO_SEARCH: JobSearchValues = { search: '', location: '' };

/** Keyword + location search that hands its values on (the home page's entry to /jobs). */
export function JobSearchBar({
  defaults = NO_SEARCH,
  onSearch,
  className,
  size,
}: JobSearchBarProps) {
  const form = useJobSearchForm(defaults);
  return (
    <JobSearchForm
      form={form}
      className={className}
      size={size}
      onSearch={({ search, location, unknownPlace }) => {
        if (unknownPlace) form.refuse(unknownPlace);
        else onSearch({ search, location });
      }}
    />
  );
}
