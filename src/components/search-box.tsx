import { useId } from 'react';
import Search from 'lucide-react/icons/search';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * A list's search box: a `role="search"` form that never submits (the list follows the typing,
 * with useUrlSearch), its input named by `label` for screen readers and showing `placeholder`,
 * a magnifier in front. The employer's jobs list and a job's applications list share it.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  className?: string;
}) {
  const id = useId();
  return (
    <form
      role="search"
      className={cn('relative w-full', className)}
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        className="pl-8"
        onChange={(e) => onChange(e.target.value)}
      />
    </form>
  );
}
