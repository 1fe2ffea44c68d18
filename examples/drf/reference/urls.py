from django.conf import settings
from django.urls import path

from . import team, views

urlpatterns = [
    path("v2/public/jobs/", views.PublicJobList.as_view()),
    path("v2/public/jobs/<slug:jobSlug>/", views.PublicJobDetail.as_view()),
    path("public/locations/", views.LocationList.as_view()),
    path("v2/auth/login/", views.LoginView.as_view()),
    path("v2/auth/token/refresh/", views.RefreshView.as_view()),
    path("v2/user/", views.CurrentUser.as_view()),
    path("v2/profile/", views.ProfileView.as_view()),
    path("v2/employers/<uuid:employerId>/users/invite/", team.InviteView.as_view()),
    path("v2/employers/<uuid:employerId>/users/<uuid:userId>/resend/", team.ResendView.as_view()),
    path("v2/invitations/lookup/", team.InvitationLookupView.as_view()),
    path("v2/invitations/accept/", team.InvitationAcceptView.as_view()),
    path("v2/invitations/decline/", team.InvitationDeclineView.as_view()),
]

if not settings.STOCK:
    # Guide: Django's own 404 (a URL no pattern matches, e.g. a malformed slug) and 500 are
    # text/html; these answer problem+json.
    handler404 = "reference.problems.handler404"
    handler500 = "reference.problems.handler500"
