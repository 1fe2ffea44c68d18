import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InboxIcon from 'lucide-react/icons/inbox';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../empty-state';
import { PageHeader } from '../page-header';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import { Checkbox } from './checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { Progress } from './progress';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet';
import { Spinner } from './spinner';
import { Switch } from './switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { Toaster } from './toaster';

describe('UI primitives (smoke)', () => {
  it('AlertDialog focuses Cancel and names the confirmation', () => {
    render(
      <AlertDialog open>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this job?</AlertDialogTitle>
          <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction>Delete</AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete this job?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('DropdownMenu opens a menu of items', async () => {
    const user = userEvent.setup();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Account</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Settings</DropdownMenuItem>
          <DropdownMenuItem variant="destructive">Sign out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it('Sheet is a dialog that closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger asChild>
          <Button>Menu</Button>
        </SheetTrigger>
        <SheetContent side="left">
          <SheetTitle>Navigation</SheetTitle>
          <SheetDescription>Site sections</SheetDescription>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toHaveAttribute('data-side', 'left');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('form controls expose their roles and states', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox aria-label="Remote" />
        <Switch aria-label="Email alerts" defaultChecked />
        <RadioGroup aria-label="Type" defaultValue="full">
          <RadioGroupItem value="full" aria-label="Full time" />
          <RadioGroupItem value="part" aria-label="Part time" />
        </RadioGroup>
        <Progress aria-label="Upload" value={40} />
      </>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Remote' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email alerts' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Full time' })).toBeChecked();
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('Tabs switch panels', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">Open</TabsTrigger>
          <TabsTrigger value="b">Closed</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Open jobs</TabsContent>
        <TabsContent value="b">Closed jobs</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Closed jobs');
  });

  it('Spinner is a status with a hidden label', () => {
    render(<Spinner label="Loading jobs" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs');
  });

  it('Toaster shows toasts', async () => {
    render(<Toaster />);
    toast.success('Saved');
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
  });

  it('EmptyState and PageHeader render headings and actions', () => {
    render(
      <>
        <PageHeader title="Jobs" description="All open roles" actions={<Button>New job</Button>} />
        <EmptyState
          icon={InboxIcon}
          title="No jobs yet"
          text="Post your first job."
          action={<Button>Post a job</Button>}
        />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No jobs yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post a job' })).toBeInTheDocument();
  });
});
