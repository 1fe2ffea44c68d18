import { env } from '@/config/env';
import { ContentPage, SectionHeading, type ContentSection } from './content-page';

const s = {
  who: { id: 'who-we-are', title: 'Who we are' },
  data: { id: 'data-we-collect', title: 'What data we collect' },
  resumes: { id: 'resumes-and-applications', title: 'Resumes and applications' },
  use: { id: 'how-we-use-data', title: 'How we use your data' },
  sharing: { id: 'sharing', title: 'Who we share data with' },
  cookies: { id: 'cookies', title: 'Cookies' },
  analytics: { id: 'analytics-consent', title: 'Analytics and your consent' },
  retention: { id: 'retention', title: 'How long we keep data' },
  rights: { id: 'your-rights', title: 'Your rights' },
  security: { id: 'security', title: 'Security and transfers' },
  changes: { id: 'changes', title: 'Changes to this policy' },
  contact: { id: 'contact', title: 'Contact' },
} satisfies Record<string, ContentSection>;

/** The cookies the site sets, each with its purpose (all strictly necessary). */
const cookies: [name: string, purpose: string][] = [
  ['jb_auth', 'Keeps you signed in (your session tokens).'],
  [
    'jb_user',
    'Your account basics (name, email, account type), so pages load without asking again.',
  ],
  ['jb_company', 'For employers: the company you are working in.'],
  ['jb_profile', 'Your name and photo for the header menu.'],
  ['jb_consent', 'Remembers whether you accepted or declined analytics cookies.'],
];

/** /privacy-policy */
export function PrivacyPolicyPage() {
  const name = env.appName;
  return (
    <ContentPage
      title="Privacy Policy"
      updated="2025-11-01"
      lead={`How ${name} collects, uses and protects personal data when you search for jobs, apply, or hire through the site.`}
      toc={Object.values(s)}
    >
      <SectionHeading section={s.who} />
      <p>
        {name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs this job board and is the controller of the
        personal data described here, under the EU and UK General Data Protection Regulation (GDPR).
        When you apply to a job, the employer you apply to becomes a separate controller of the
        application it receives.
      </p>

      <SectionHeading section={s.data} />
      <ul>
        <li>
          <strong>Account data:</strong> your email address, name, password (stored only as a salted
          hash) or the Google or LinkedIn account you sign in with, and whether you use the site as
          a candidate or an employer.
        </li>
        <li>
          <strong>Profile data:</strong> what you choose to add to your profile: photo, headline,
          summary, phone number, location, links and skills.
        </li>
        <li>
          <strong>Resumes and applications:</strong> the files you upload and what you send when you
          apply (see below).
        </li>
        <li>
          <strong>Settings:</strong> which notification emails you want.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser and device type, and server logs of
          requests, used to keep the service running and secure.
        </li>
        <li>
          <strong>Usage data:</strong> pages viewed and searches made, only if you allow analytics.
        </li>
      </ul>

      <SectionHeading section={s.resumes} />
      <p>
        Resumes are PDF, DOC or DOCX files of up to 5 MB. You can keep up to five on your profile.
        They are uploaded straight to our storage provider in the EU and are never public: each
        download uses a signed link that expires after 15 minutes.
      </p>
      <p>When you apply to a job, the employer receives:</p>
      <ul>
        <li>your name, email address and, if you give it, your phone number;</li>
        <li>the resume you chose and your cover letter;</li>
        <li>your answers to any screening questions.</li>
      </ul>
      <p>
        Employers see only the applications sent to their own jobs. Deleting a resume from your
        profile does not remove the copy an employer already received with an application; ask that
        employer, or us, if you want it removed.
      </p>

      <SectionHeading section={s.use} />
      <ul>
        <li>
          To provide the service you asked for: your account, job search, applications and profile
          (contract).
        </li>
        <li>
          To send the emails you chose, such as job alerts and application updates (consent, which
          you can change in Settings at any time).
        </li>
        <li>To keep the site secure, prevent abuse and fix problems (legitimate interest).</li>
        <li>
          To understand how the site is used and improve it, only with your analytics consent
          (consent).
        </li>
        <li>
          To meet legal obligations, for example tax records for employer invoices (legal
          obligation).
        </li>
      </ul>
      <p>
        We do not sell personal data, and we do not make automated decisions about you that have
        legal or similarly significant effects.
      </p>

      <SectionHeading section={s.sharing} />
      <ul>
        <li>
          <strong>Employers</strong> you apply to, as described above.
        </li>
        <li>
          <strong>Service providers</strong> who process data on our behalf under contract: cloud
          hosting and file storage (EU region), email delivery, and, with your consent, an analytics
          tag manager.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it.
        </li>
      </ul>

      <SectionHeading section={s.cookies} />
      <p>
        We use a small number of cookies. All of them are first-party, set with{' '}
        <code>SameSite=Strict</code> and, on HTTPS, <code>Secure</code>, and last at most 30 days.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">Purpose</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {cookies.map(([cookie, purpose]) => (
            <tr key={cookie}>
              <td>
                <code>{cookie}</code>
              </td>
              <td>{purpose}</td>
              <td>Strictly necessary</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        The session cookies are removed when you log out. Strictly necessary cookies do not need
        consent; the site cannot work without them.
      </p>

      <SectionHeading section={s.analytics} />
      <p>
        Analytics are off until you choose. The first time you visit, a banner asks whether we may
        use analytics cookies. If you accept, a tag manager loads and may set analytics cookies that
        measure visits and page views. If you decline, nothing is loaded and the site works the
        same. Your choice is stored in the <code>jb_consent</code> cookie; to change it, clear that
        cookie (or all cookies for this site) and the banner will ask again.
      </p>

      <SectionHeading section={s.retention} />
      <ul>
        <li>
          Account, profile, resumes, saved jobs and job alerts: until you delete your account.
          Deleting your account from your profile removes them right away; it cannot be undone.
        </li>
        <li>
          Applications: for as long as your account exists, and at most 24 months after the job
          closes. When you delete your account, each company keeps your applications only anonymised
          (the job, its status and dates; not your name, contact details, resume, cover letter or
          answers) for the company&rsquo;s retention period.
        </li>
        <li>Server logs: 90 days.</li>
        <li>Backups: deleted data disappears from encrypted backups within 30 days.</li>
        <li>Accounts that are inactive for 3 years are deleted after an email warning.</li>
      </ul>

      <SectionHeading section={s.rights} />
      <p>You have the right to:</p>
      <ul>
        <li>
          access the personal data we hold about you and get a copy of it (&lsquo;Download my
          data&rsquo; on your profile);
        </li>
        <li>have inaccurate data corrected (most of it you can edit in your profile);</li>
        <li>have your data erased, including by deleting your account yourself;</li>
        <li>restrict or object to processing based on our legitimate interests;</li>
        <li>
          receive your data in a portable, machine-readable format (the same download, a JSON file);
        </li>
        <li>withdraw consent at any time, without affecting processing that happened before;</li>
        <li>complain to a data protection authority, such as the one where you live or work.</li>
      </ul>
      <p>We answer requests within one month.</p>

      <SectionHeading section={s.security} />
      <p>
        Data is encrypted in transit (HTTPS) and at rest. Access is limited to staff who need it,
        and is logged. Our data is stored in the European Union; when a service provider processes
        data outside the EU or UK, we rely on an adequacy decision or the European
        Commission&rsquo;s standard contractual clauses.
      </p>
      <p>{name} is not intended for children under 16.</p>

      <SectionHeading section={s.changes} />
      <p>
        When we change this policy we update the date at the top. If a change matters for how we use
        your data, we tell you by email or on the site before it takes effect.
      </p>

      <SectionHeading section={s.contact} />
      <p>
        Questions or requests about your data:{' '}
        <a href="mailto:privacy@jobboard.example">privacy@jobboard.example</a>. You can also reach
        our data protection officer at{' '}
        <a href="mailto:dpo@jobboard.example">dpo@jobboard.example</a>.
      </p>
    </ContentPage>
  );
}
