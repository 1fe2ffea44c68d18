"""Team invitations (contract 3.1.0): inviteEmployerUser, resendEmployerInvitation, getInvitation,
acceptInvitation, declineInvitation. An invitation never creates or changes an account; the emailed
link carries a single-purpose token bound to the invited email, and only that account can accept.
docs/backend-guide.md ("Invitations") gives the rules; this is their DRF form."""
import secrets
from datetime import timedelta
from functools import lru_cache
from pathlib import Path

import yaml
from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.shortcuts import get_object_or_404
from django.utils import timezone
from rest_framework import exceptions, permissions, serializers
from rest_framework.response import Response
from rest_framework.throttling import SimpleRateThrottle
from rest_framework.views import APIView

from .models import Employer, Invitation, User, token_digest

CONTRACT = Path(__file__).resolve().parents[3] / "openapi" / "jobboard.yaml"
INVITATION_TTL = timedelta(days=7)
ROLES = ["owner", "admin", "member"]


@lru_cache(maxsize=1)
def contract_rules():
    """The contract's x-capabilities (CompanyRole) and x-permission of each operation: written once,
    in the contract, read here."""
    contract = yaml.safe_load(CONTRACT.read_text())
    capabilities = contract["components"]["schemas"]["CompanyRole"]["x-capabilities"]
    permissions_by_op = {
        op["operationId"]: op["x-permission"]
        for item in contract["paths"].values()
        for op in item.values()
        if isinstance(op, dict) and "x-permission" in op
    }
    return capabilities, permissions_by_op


class Problem(exceptions.APIException):
    """An error with the contract's status and code (problems.exception_handler renders it)."""

    def __init__(self, status, code, detail):
        self.status_code = status
        super().__init__(detail, code)


def require_permission(user, employer_id, operation_id):
    """404 for an unknown company, 403 permission_denied when the caller's role there lacks the
    operation's x-permission. Memberships are the user's `employers` (UserMembership objects)."""
    employer = get_object_or_404(Employer, id=employer_id)
    capabilities, needed = contract_rules()
    role = next((m["role"] for m in user.employers if m["employer_id"] == str(employer.id)), None)
    if role is None or needed[operation_id] not in capabilities[role]:
        raise exceptions.PermissionDenied()
    return employer


def is_member(user, employer):
    return any(m["employer_id"] == str(employer.id) for m in user.employers)


def time(value):
    return serializers.DateTimeField().to_representation(value)


def team_row(invitation):
    """A pending invitation as a TeamMember: its user_id is the invitation's id."""
    return {
        "user_id": str(invitation.id),
        "name": None,
        "email": invitation.email,
        "role": invitation.role,
        "status": "invited",
        "invited_at": time(invitation.invited_at),
        "joined_at": None,
        "expires_at": time(invitation.expires_at),
        "expired": invitation.expires_at <= timezone.now(),
    }


def send_invitation(invitation):
    """A new token (the previous link stops working), 7 more days, and the email. The link is built
    on settings.APP_ORIGIN only, never on the request's Host, Origin or Referer."""
    token = secrets.token_hex(24)  # lower-case hex: a path segment of the app's link
    invitation.token_digest = token_digest(token)
    invitation.invited_at = timezone.now()
    invitation.expires_at = invitation.invited_at + INVITATION_TTL
    invitation.save()
    send_mail(
        f"You are invited to join {invitation.employer.name}",
        f"{settings.APP_ORIGIN}/employer/invitation/{token}",
        None,
        [invitation.email],
    )


class TeamInviteSerializer(serializers.Serializer):
    email = serializers.EmailField(max_length=254)
    role = serializers.ChoiceField(choices=ROLES)


class InvitationTokenSerializer(serializers.Serializer):
    token = serializers.RegexField(r"^[a-z0-9-]+$", max_length=128)


class InviteView(APIView):
    """inviteEmployerUser."""

    permission_classes = [permissions.IsAuthenticated]

    def post(self, request, employerId):
        employer = require_permission(request.user, employerId, "inviteEmployerUser")
        data = TeamInviteSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        email = data.validated_data["email"].strip().lower()
        account = User.objects.filter(email__iexact=email).first()
        if account and is_member(account, employer):
            raise Problem(409, "already_member", f"{email} is already in this team.")
        if Invitation.objects.filter(employer=employer, email=email, status="pending").exists():
            raise Problem(409, "already_invited", f"{email} is already invited. Resend the invitation instead.")
        invitation = Invitation(
            employer=employer, email=email, role=data.validated_data["role"], invited_by=request.user
        )
        send_invitation(invitation)
        return Response(team_row(invitation), status=201)


class ResendThrottle(SimpleRateThrottle):
    """The contract's x-throttle of resendEmployerInvitation: 3 per invitation and client address
    in an hour (DRF's ScopedRateThrottle keys by user only, hence this small class)."""

    rate = "3/hour"

    def get_cache_key(self, request, view):
        return f"throttle_resend_{view.kwargs.get('userId')}_{self.get_ident(request)}"


class ResendView(APIView):
    """resendEmployerInvitation."""

    permission_classes = [permissions.IsAuthenticated]
    throttle_classes = [ResendThrottle]

    def post(self, request, employerId, userId):
        employer = require_permission(request.user, employerId, "resendEmployerInvitation")
        invitation = Invitation.objects.filter(employer=employer, id=userId, status="pending").first()
        if invitation is None:
            member = User.objects.filter(id=userId).first()
            if member and is_member(member, employer):
                raise Problem(409, "not_invited", f"{member.email} has already joined; there is no invitation to resend.")
            raise exceptions.NotFound()
        send_invitation(invitation)
        return Response(team_row(invitation))


def by_token(request, lock=False):
    data = InvitationTokenSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    invitations = Invitation.objects.select_related("employer", "invited_by")
    if lock:  # inside transaction.atomic(): a second accept waits, then finds it used
        invitations = invitations.select_for_update(of=("self",))
    invitation = (
        invitations.filter(token_digest=token_digest(data.validated_data["token"]))
        .first()
    )
    if invitation is None:  # unknown, replaced by a resend, or revoked (deleted)
        raise Problem(
            400,
            "token_invalid",
            "This invitation link is not valid. It may have been revoked or replaced by a newer one.",
        )
    return invitation


def status_of(invitation):
    if invitation.status == "pending" and invitation.expires_at <= timezone.now():
        return "expired"
    return invitation.status


def require_pending(invitation):
    status = status_of(invitation)
    if status in ("accepted", "declined"):
        raise Problem(409, "invitation_used", "This invitation has already been used.")
    if status == "expired":
        raise Problem(
            410,
            "invitation_expired",
            f"This invitation has expired. Ask {invitation.employer.name} to send a new one.",
        )


class InvitationLookupView(APIView):
    """getInvitation: public, the token is the credential; changes nothing."""

    def post(self, request):
        invitation = by_token(request)
        inviter = invitation.invited_by
        employer = invitation.employer
        return Response(
            {
                "email": invitation.email,
                "role": invitation.role,
                "status": status_of(invitation),
                "employer": {
                    "id": str(employer.id),
                    "slug": employer.slug,
                    "name": employer.name,
                    "logo_url": employer.logo_url,
                },
                "invited_by": (inviter.name or inviter.email) if inviter else None,
                "invited_at": time(invitation.invited_at),
                "expires_at": time(invitation.expires_at),
            }
        )


class InvitationAcceptView(APIView):
    """acceptInvitation: signed in as the invited email, else 403 invitation_wrong_account."""

    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        # Two accepts at once (a double click, two tabs) must not add the membership twice: the
        # invitation and the account are locked until this one has committed.
        with transaction.atomic():
            invitation = by_token(request, lock=True)
            require_pending(invitation)
            user = User.objects.select_for_update().get(pk=request.user.pk)
            if user.email.lower() != invitation.email:
                raise Problem(
                    403,
                    "invitation_wrong_account",
                    f"This invitation was sent to {invitation.email}. Sign in with that email to accept it.",
                )
            employer = invitation.employer
            invitation.status = "accepted"
            invitation.save()
            already = is_member(user, employer)
            membership = {
                "employer_id": str(employer.id),
                "employer_slug": employer.slug,
                "employer_name": employer.name,
                "employer_logo_url": employer.logo_url,
                "role": invitation.role,
            }
            if not already:
                # Only the membership is added: the account's access_type is never changed.
                user.employers = [*user.employers, membership]
                user.save(update_fields=["employers"])
        if already:  # the invitation is used up all the same
            raise Problem(409, "already_member", f"You are already in {employer.name}.")
        return Response(membership)


class InvitationDeclineView(APIView):
    """declineInvitation: public, the token is the credential; no account is needed or changed."""

    def post(self, request):
        invitation = by_token(request)
        require_pending(invitation)
        invitation.status = "declined"
        invitation.save()
        return Response(status=204)
