"""The reference's own checks of what simplejwt cannot tell apart and DRF does not do by default:
/usr/bin/python3 manage.py test reference (examples/drf/README.md)."""
import hashlib
from datetime import timedelta

from django.test import TestCase, override_settings
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import AccessToken

from .models import Invitation, User

PROBLEM = "application/problem+json"


class TokenTests(TestCase):
    def setUp(self):
        self.user = User.objects.create_user(email="maya@example.com", password="pw-123456")
        self.client = APIClient()

    def call(self, token):
        return self.client.get("/v2/user/", HTTP_AUTHORIZATION=f"Bearer {token}")

    def test_expired_access_token_answers_403_token_expired(self):
        token = AccessToken.for_user(self.user)
        token.set_exp(lifetime=-timedelta(seconds=1))
        answer = self.call(str(token))
        self.assertEqual(answer.status_code, 403)
        self.assertEqual(answer["Content-Type"], PROBLEM)
        self.assertEqual(answer.json()["code"], "token_expired")

    def test_forged_token_answers_401_token_invalid_even_when_expired(self):
        token = AccessToken.for_user(self.user)
        token.set_exp(lifetime=-timedelta(seconds=1))
        header, payload, _ = str(token).split(".")
        answer = self.call(f"{header}.{payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
        self.assertEqual(answer.status_code, 401)
        self.assertEqual(answer.json()["code"], "token_invalid")

    def test_valid_token_reaches_the_view(self):
        answer = self.call(str(AccessToken.for_user(self.user)))
        self.assertEqual(answer.status_code, 200)
        self.assertEqual(answer.json()["email"], "maya@example.com")

    def test_refresh_rotates_and_the_old_refresh_token_is_dead(self):
        signed_in = self.client.post(
            "/v2/auth/login/", {"email": "maya@example.com", "password": "pw-123456"}, format="json"
        ).json()
        first = self.client.post("/v2/auth/token/refresh/", {"refresh": signed_in["refresh"]}, format="json")
        self.assertEqual(first.status_code, 200)
        self.assertEqual(sorted(first.json()), ["access", "refresh"])
        again = self.client.post("/v2/auth/token/refresh/", {"refresh": signed_in["refresh"]}, format="json")
        self.assertEqual(again.status_code, 401)
        self.assertEqual(again.json()["code"], "token_invalid")


class ErrorBodyTests(TestCase):
    def test_unmatched_url_is_problem_json(self):
        answer = self.client.get("/v2/public/jobs/bad.slug/")
        self.assertEqual(answer.status_code, 404)
        self.assertEqual(answer["Content-Type"], PROBLEM)

    @override_settings(DEBUG=False)
    def test_wrong_password_is_invalid_credentials(self):
        User.objects.create_user(email="a@example.com", password="right-one")
        answer = self.client.post(
            "/v2/auth/login/", {"email": "a@example.com", "password": "wrong"}, content_type="application/json"
        )
        self.assertEqual(answer.status_code, 401)
        self.assertEqual(answer.json()["code"], "invalid_credentials")


class ProfileTests(TestCase):
    def setUp(self):
        self.user = User.objects.create_user(email="chen@example.net", password="pw-123456", name="Chen")
        self.client = APIClient()
        self.client.credentials(HTTP_AUTHORIZATION=f"Bearer {AccessToken.for_user(self.user)}")

    def test_delete_removes_the_account_and_its_token_stops_working(self):
        answer = self.client.delete("/v2/profile/")
        self.assertEqual(answer.status_code, 204)
        self.assertFalse(User.objects.filter(email="chen@example.net").exists())
        self.assertEqual(self.client.get("/v2/user/").status_code, 401)

    def test_a_name_or_headline_with_a_line_break_or_bidi_override_is_a_field_error(self):
        for field, value in (("name", "Chen\r\nBcc: x"), ("headline", "cv\u202efdp.exe"), ("name", "a\x00b")):
            answer = self.client.patch("/v2/profile/", {field: value}, format="json")
            self.assertEqual(answer.status_code, 400, field)
            self.assertEqual(answer["Content-Type"], PROBLEM)
            self.assertIn(field, answer.json()["errors"])
        self.user.refresh_from_db()
        self.assertEqual(self.user.name, "Chen")
        ok = self.client.patch("/v2/profile/", {"name": "Chén Wéi 陈伟"}, format="json")
        self.assertEqual(ok.status_code, 200)

class InvitationTests(TestCase):
    """An invitation creates no account, is accepted only by the invited email, and sign-in joins
    nothing (contract 3.1.0)."""

    def setUp(self):
        from django.core import mail

        from .models import Employer

        self.mail = mail
        self.employer = Employer.objects.create(
            id="bb2526e3-559a-4926-9b98-32e0df1d2b3e", slug="northwind-analytics", name="Northwind Analytics"
        )
        membership = {
            "employer_id": str(self.employer.id),
            "employer_slug": self.employer.slug,
            "employer_name": self.employer.name,
            "employer_logo_url": None,
            "role": "owner",
        }
        self.owner = User.objects.create_user(
            email="jonas@example.com", password="pw-123456", access_type="employer", employers=[membership]
        )
        self.maya = User.objects.create_user(email="maya@example.com", password="pw-123456")
        self.client = APIClient()

    def as_user(self, user):
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {AccessToken.for_user(user)}")
        return client

    def invite(self, email):
        answer = self.as_user(self.owner).post(
            f"/v2/employers/{self.employer.id}/users/invite/", {"email": email, "role": "admin"}, format="json"
        )
        self.assertEqual(answer.status_code, 201, answer.content)
        link = self.mail.outbox[-1].body
        self.assertTrue(link.startswith("http://localhost:5173/employer/invitation/"), link)
        return answer.json(), link.rsplit("/", 1)[1]

    def test_the_database_keeps_the_tokens_sha256_never_the_token(self):
        _, token = self.invite("kept@example.com")
        row = Invitation.objects.get(email="kept@example.com")
        self.assertNotEqual(row.token_digest, token)
        self.assertEqual(row.token_digest, hashlib.sha256(token.encode()).hexdigest())
        looked = self.client.post("/v2/invitations/lookup/", {"token": token}, format="json")
        self.assertEqual(looked.status_code, 200, looked.content)

    def test_inviting_creates_no_account_and_the_invitee_joins_only_by_accepting(self):
        row, token = self.invite("New.Hire@Example.com")
        self.assertEqual(row["status"], "invited")
        self.assertFalse(User.objects.filter(email__iexact="new.hire@example.com").exists())
        hire = User.objects.create_user(email="new.hire@example.com", password="pw-123456")
        signed_in = self.client.post(
            "/v2/auth/login/", {"email": "new.hire@example.com", "password": "pw-123456"}, format="json"
        ).json()
        self.assertEqual(signed_in["user"]["employers"], [])
        accepted = self.as_user(hire).post("/v2/invitations/accept/", {"token": token}, format="json")
        self.assertEqual(accepted.status_code, 200, accepted.content)
        self.assertEqual(accepted.json()["role"], "admin")
        hire.refresh_from_db()
        self.assertEqual(hire.access_type, "candidate")  # never changed by an invitation
        self.assertEqual([m["employer_slug"] for m in hire.employers], ["northwind-analytics"])
        again = self.as_user(hire).post("/v2/invitations/accept/", {"token": token}, format="json")
        self.assertEqual((again.status_code, again.json()["code"]), (409, "invitation_used"))

    def test_another_account_gets_403_naming_the_invited_email(self):
        _, token = self.invite("kim@example.com")
        answer = self.as_user(self.maya).post("/v2/invitations/accept/", {"token": token}, format="json")
        self.assertEqual(answer.status_code, 403)
        self.assertEqual(answer["Content-Type"], PROBLEM)
        self.assertEqual(answer.json()["code"], "invitation_wrong_account")
        self.assertIn("kim@example.com", answer.json()["detail"])
        self.maya.refresh_from_db()
        self.assertEqual(self.maya.employers, [])

    def test_resend_replaces_the_token_and_decline_uses_it_up(self):
        row, first = self.invite("again@example.com")
        resent = self.as_user(self.owner).post(f"/v2/employers/{self.employer.id}/users/{row['user_id']}/resend/")
        self.assertEqual(resent.status_code, 200, resent.content)
        second = self.mail.outbox[-1].body.rsplit("/", 1)[1]
        self.assertNotEqual(first, second)
        old = self.client.post("/v2/invitations/lookup/", {"token": first}, format="json")
        self.assertEqual((old.status_code, old.json()["code"]), (400, "token_invalid"))
        self.assertEqual(self.client.post("/v2/invitations/decline/", {"token": second}, format="json").status_code, 204)
        looked = self.client.post("/v2/invitations/lookup/", {"token": second}, format="json").json()
        self.assertEqual(looked["status"], "declined")
        duplicate = self.as_user(self.owner).post(
            f"/v2/employers/{self.employer.id}/users/invite/", {"email": "kim@example.com", "role": "member"}, format="json"
        )
        self.assertEqual(duplicate.status_code, 201)
        self.assertEqual(
            self.as_user(self.owner)
            .post(f"/v2/employers/{self.employer.id}/users/invite/", {"email": "KIM@example.com", "role": "member"}, format="json")
            .json()["code"],
            "already_invited",
        )
