"""The reference's own checks of what simplejwt cannot tell apart and DRF does not do by default:
/usr/bin/python3 manage.py test reference (examples/drf/README.md)."""
from datetime import timedelta

from django.test import TestCase, override_settings
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import AccessToken

from .models import User

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
