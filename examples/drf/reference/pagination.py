"""Page-number pagination as the contract documents it: page_size up to 100 (clamped, not refused)
and a page past the end answering 404 with code invalid_page (DRF's own raises
NotFound("Invalid page."), whose code is not_found)."""
from rest_framework import pagination
from rest_framework.exceptions import NotFound


class StockPageNumberPagination(pagination.PageNumberPagination):
    """DRF's class with only the guide's size rules (what DRF_STOCK=1 runs)."""

    page_size_query_param = "page_size"
    max_page_size = 100


class InvalidPageError(NotFound):
    default_detail = "Invalid page."
    default_code = "invalid_page"


class PageNumberPagination(StockPageNumberPagination):
    def paginate_queryset(self, queryset, request, view=None):
        try:
            return super().paginate_queryset(queryset, request, view)
        except NotFound as exc:  # the only NotFound DRF raises here: an InvalidPage
            raise InvalidPageError() from exc
