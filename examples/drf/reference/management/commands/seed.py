"""Seeds the reference from the contract's own examples (openapi/jobboard.yaml): the locations of
listLocations, the jobs of listPublicJobs (descriptions from getPublicJob), the users of login's
examples, the applicants of the employer's job detail and Maya's profile. Every password is the fake's dev password. Dates move so that the
examples' "now" (2025-11-21T12:00:00Z, as in mock/fake) is today."""
from datetime import datetime, timezone as tz
from pathlib import Path

import yaml
from django.core.management.base import BaseCommand
from django.utils.dateparse import parse_datetime

from reference.models import Employer, Invitation, Job, Location, Profile, User, token_digest

CONTRACT = Path(__file__).resolve().parents[5] / "openapi" / "jobboard.yaml"
DEV_PASSWORD = "correct-horse-battery-staple"
SEED_MOMENT = datetime(2025, 11, 21, 12, tzinfo=tz.utc)


def examples(operation, status="200"):
    content = operation["responses"][status]["content"]["application/json"]
    return {name: ex["value"] for name, ex in content.get("examples", {}).items()}


class Command(BaseCommand):
    help = "Seed the reference database from the contract's examples."

    def handle(self, *args, **options):
        contract = yaml.safe_load(CONTRACT.read_text())
        paths = contract["paths"]
        shift = datetime.now(tz.utc) - SEED_MOMENT

        def when(value):
            return parse_datetime(value) + shift if value else None

        def location(data):
            return Location.objects.update_or_create(
                id=data["id"], defaults={k: data[k] for k in ("slug", "name", "city", "region", "country_code")}
            )[0]

        for page in examples(paths["/public/locations/"]["get"]).values():
            for item in page["results"]:
                location(item)

        details = examples(paths["/v2/public/jobs/{jobSlug}/"]["get"])
        descriptions = {job["slug"]: job.get("description", "") for job in details.values()}
        jobs = examples(paths["/v2/public/jobs/"]["get"])["default"]["results"]
        for job in jobs:
            employer = Employer.objects.update_or_create(
                id=job["employer"]["id"],
                defaults={k: job["employer"][k] for k in ("slug", "name", "logo_url")},
            )[0]
            salary = job["salary"] or {}
            record = Job.objects.update_or_create(
                id=job["id"],
                defaults=dict(
                    slug=job["slug"],
                    title=job["title"],
                    employer=employer,
                    employment_type=job["employment_type"],
                    workplace_type=job["workplace_type"],
                    seniority=job["seniority"],
                    salary_min=salary.get("min"),
                    salary_max=salary.get("max"),
                    salary_currency=salary.get("currency"),
                    salary_period=salary.get("period"),
                    published_at=when(job["published_at"]),
                    valid_through=when(job["valid_through"]),
                    skills=job["skills"],
                    description=descriptions.get(job["slug"], "<p>See the employer's site.</p>"),
                ),
            )[0]
            record.locations.set([location(loc) for loc in job["locations"]])

        for name, answer in examples(paths["/v2/auth/login/"]["post"]).items():
            user = answer["user"]
            if User.objects.filter(id=user["id"]).exists():
                continue
            User.objects.create_user(
                id=user["id"],
                email=user["email"],
                # An account without a password (login answers password_not_set).
                password=None if name == "employerNoCompany" else DEV_PASSWORD,
                name=user["name"],
                access_type=user["access_type"],
                phone=user["phone"],
                employers=user["employers"],
            )

        # The applicants of the employer's job detail: candidates with the dev password. One of
        # them is the conformance run's disposable account (contract-check.config.json), which
        # deleteProfile deletes.
        for detail in examples(paths["/v2/employers/{employerId}/jobs/{jobId}/"]["get"]).values():
            for applicant in detail["applications"]:
                if User.objects.filter(email=applicant["email"]).exists():
                    continue
                User.objects.create_user(
                    id=applicant["candidate_id"],
                    email=applicant["email"],
                    password=DEV_PASSWORD,
                    name=applicant["applicant_name"],
                    access_type="candidate",
                    phone=applicant["phone"],
                )

        # Pending invitations of the team example (no accounts: an invitation creates none); the one
        # getInvitation's example shows keeps that example's token.
        shown = next(iter(examples(paths["/v2/invitations/lookup/"]["post"]).values()))
        shown_token = next(
            iter(paths["/v2/invitations/lookup/"]["post"]["requestBody"]["content"]["application/json"]["examples"].values())
        )["value"]["token"]
        team = examples(paths["/v2/employers/{employerId}/users/"]["get"])["default"]["results"]
        owner = next(m for m in team if m["role"] == "owner" and m["status"] == "active")
        for row in team:
            if row["status"] != "invited":
                continue
            Invitation.objects.update_or_create(
                id=row["user_id"],
                defaults=dict(
                    employer=Employer.objects.get(id=shown["employer"]["id"]),
                    email=row["email"].lower(),
                    role=row["role"],
                    token_digest=token_digest(
                        shown_token if row["email"] == shown["email"] else f"seed-{row['user_id']}"
                    ),
                    invited_by=User.objects.filter(email=owner["email"]).first(),
                    invited_at=when(row["invited_at"]),
                    expires_at=when(row["expires_at"]),
                ),
            )

        profile = examples(paths["/v2/profile/"]["get"])["default"]
        maya = User.objects.get(email=profile["email"])
        Profile.objects.update_or_create(
            user=maya,
            defaults=dict(
                id=profile["id"],
                profile_image=profile["profile_image"],
                headline=profile["headline"],
                summary=profile["summary"],
                location=location(profile["location"]) if profile["location"] else None,
                links=profile["links"],
                skills=profile["skills"],
            ),
        )
        self.stdout.write(
            f"seeded {Location.objects.count()} locations, {Job.objects.count()} jobs, "
            f"{User.objects.count()} users"
        )
